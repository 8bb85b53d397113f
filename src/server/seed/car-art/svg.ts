/** Writing SVG by hand: numbers to one decimal (smaller files, same picture) and escaped text. */
export const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

export const escapeXml = (s: string): string =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

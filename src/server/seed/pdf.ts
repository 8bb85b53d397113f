/** Demo identity documents: a one-page PDF written by hand, so the seed needs no PDF library. */

function pdfEscape(s: string): string {
  // Standard fonts speak WinAnsi: keep Latin-1, escape the string delimiters.
  return s.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A minimal valid PDF 1.4 page with a title and lines of text (standard fonts, no embedding). */
export function simplePdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT /F1 22 Tf 72 770 Td',
    `(${pdfEscape(title)}) Tj`,
    'ET',
    '0.6 0.5 0.3 RG 1 w 72 755 m 523 755 l S',
    'BT /F2 11 Tf 72 728 Td 16 TL',
    ...lines.map((l) => `(${pdfEscape(l)}) Tj T*`),
    'ET',
    'BT /F2 40 Tf 0.85 g 1 0 0 1 150 300 Tm (SPECIMEN) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Debian's Chromium (never a downloaded browser), with the flags that work as root on these machines;
 * nothing in the browser reaches outside. Shared by Playwright and the Lighthouse benchmark.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The initial JavaScript for `/` must stay within 157 KB gzipped (DESIGN section 8, raised by decision
// record 0028): the entry, the app it starts (main.tsx), the home page's own chunk (loaded at once on `/`)
// and every chunk they import statically. Lazily imported chunks (other pages, dialogs) are not counted. Run after `vite build`; exits
// 1 over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 157;
const dist = path.resolve('dist/client');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const roots = ['index.html', 'src/client/main.tsx', 'src/client/pages/HomePage.tsx'];

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) visit(dep);
};
roots.forEach(visit);

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`initial JavaScript for /: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}

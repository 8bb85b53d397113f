// `npm start`: builds the web client when its sources are newer than the build, then runs the server in
// this same process (so Ctrl-C and `kill <pid>` reach it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist/client/index.html');
const sources = ['index.html', 'vite.config.ts', 'src/client', 'src/shared', 'public'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), s.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log('Building the web client...');
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));

// `npm run dev`: the API on port 3001 (restarted on change by tsx watch) and Vite with hot reload on 5173,
// proxying /api and /uploads to it.
import { spawn } from 'node:child_process';

// React's development build on the server too, with its warnings (the server sets production otherwise:
// src/server/lib/production-mode.ts); a NODE_ENV of your own still wins.
const env = { NODE_ENV: 'development', ...process.env, PORT: process.env.API_PORT ?? '3001' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: env.PORT },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

import { type ChildProcess, type ForkOptions, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Starts a TypeScript module of the server in a child process, loaded through tsx like the server itself.
 * tsx is found from here, whatever the working directory. Used for work whose memory should leave with
 * the process that did it (bench/README.md, "Memory on the embedded store").
 */
export function forkTypeScript(module: URL, args: string[] = [], options: ForkOptions = {}): ChildProcess {
  return fork(fileURLToPath(module), args, {
    ...options,
    execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href],
  });
}

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Which build of React a fresh process loads after the server's first import (lib/production-mode.ts),
 * with the environment `env` added to the test's (NODE_ENV removed first): React's development build has
 * `act`, its production build has none.
 */
function reactBuildAfterFirstImport(env: Record<string, string>): string {
  const { NODE_ENV: _, ...inherited } = process.env;
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `await import('./src/server/lib/production-mode.ts');
       const React = (await import('react')).default;
       process.stdout.write(typeof React.act === 'function' ? 'development' : 'production');`,
    ],
    { env: { ...inherited, ...env }, encoding: 'utf8' },
  );
}

describe('the server as people run it (decision 0056)', () => {
  it('loads the production builds of its libraries unless NODE_ENV says otherwise', () => {
    expect(reactBuildAfterFirstImport({})).toBe('production');
    expect(reactBuildAfterFirstImport({ NODE_ENV: 'development' })).toBe('development');
  });

  it('says so before main.ts imports anything else', () => {
    const imports = readFileSync('src/server/main.ts', 'utf8').match(/^import .*$/gm) ?? [];
    expect(imports[0]).toBe("import './lib/production-mode.ts';");
  });
});

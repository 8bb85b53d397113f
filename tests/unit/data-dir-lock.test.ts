import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/server/lib/data-dir-lock.ts';

describe('lockDataDir', () => {
  it('refuses a second holder while the first is alive, and frees on release', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    // Another live process holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(path.join(dir, '.lock'), String(other.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
    } finally {
      other.kill('SIGKILL');
    }
    await new Promise((r) => other.once('exit', r));
    // The holder died without releasing: its lock is taken over.
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, '.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });
});

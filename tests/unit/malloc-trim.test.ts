import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { mallocTrim } from '../../src/server/lib/malloc-trim.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const MB = 2 ** 20;

describe('malloc trim', () => {
  it("hands memory freed inside glibc's heap back to the operating system", async () => {
    // Linux with glibc, as the servers and CI run (elsewhere it is undefined and the idle collection skips it).
    expect(mallocTrim).toBeDefined();
    // A burst's native buffers, 60 KB each (below glibc's threshold for memory of their own), one in 16 still
    // held afterwards: the others are freed between them, where freeing alone gives nothing back.
    let burst: Buffer[] | undefined = Array.from({ length: 3000 }, () => Buffer.alloc(60_000, 1));
    const held = burst.filter((_, i) => i % 16 === 0);
    burst = undefined;
    gc();
    await new Promise((r) => setTimeout(r, 100));
    const freed = process.memoryUsage.rss();
    mallocTrim?.();
    const trimmed = process.memoryUsage.rss();
    expect(held).toHaveLength(188);
    expect(freed - trimmed).toBeGreaterThan(100 * MB);
  });
});

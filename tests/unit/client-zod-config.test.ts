import { describe, expect, it } from 'vitest';
import '../../src/client/lib/zod-config.ts';

describe('client zod configuration', () => {
  it('turns off the compiled parsers (no eval under the CSP) in the configuration zod reads', async () => {
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // Object schemas still parse, without the eval fast path.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});

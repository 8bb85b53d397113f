import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_HASHES } from '../../src/server/plugins/security.ts';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

describe('inline scripts of index.html', () => {
  it('are each allowed by their hash in the Content-Security-Policy, and nothing else is', () => {
    const hashes = inlineScripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
    expect(hashes.length).toBeGreaterThan(0);
    expect(INLINE_SCRIPT_HASHES).toEqual(hashes);
  });
});

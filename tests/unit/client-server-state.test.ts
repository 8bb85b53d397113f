import { type Query, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isSharedQuery, serverStateTag } from '../../src/client/app/server-state.ts';

describe('serverStateTag', () => {
  const hostile = 'DB12 </script><script>alert(1)</script> & <!-- \u2028';
  const state = {
    mutations: [],
    queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { data: hostile } }],
  };

  it('never closes its element early, whatever the listing text holds', () => {
    const tag = serverStateTag(state as never);
    const inner = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
    expect(inner).not.toMatch(/[<>&\u2028]/);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
  });

  it('parses back to exactly the state it was given', () => {
    const tag = serverStateTag(state as never);
    const inner = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
    expect(JSON.parse(inner)).toEqual(state);
  });
});

describe('isSharedQuery', () => {
  const client = new QueryClient();
  const build = (options: Record<string, unknown>) =>
    client
      .getQueryCache()
      .build(client, { queryKey: [Math.random()], queryFn: () => 1, ...options }) as unknown as Query;

  it('answers an enabled public query', () => {
    expect(isSharedQuery(build({}))).toBe(true);
  });

  it('leaves who-is-signed-in and disabled queries to the browser', () => {
    expect(isSharedQuery(build({ meta: { perVisitor: true } }))).toBe(false);
    expect(isSharedQuery(build({ enabled: false }))).toBe(false);
    expect(isSharedQuery(build({ enabled: () => false }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CachedReply, CardCache, ListingCache } from '../../src/server/modules/listings/cache.ts';
import type { ListingRow } from '../../src/server/modules/listings/cards.ts';

const row = (id: number, model: string) => ({ id, model }) as unknown as ListingRow;

describe('the listings public pages showed lately', () => {
  it('keeps what a reader read', () => {
    const cards = new CardCache();
    cards.keep(cards.mark(), [row(1, 'Jesko')]);
    expect(cards.get(1)?.model).toBe('Jesko');
  });

  it('keeps nothing a reader began reading before the cache was cleared', () => {
    const cards = new CardCache();
    const mark = cards.mark();
    // A listing changed (the cache cleared) while the reader read it as it was.
    cards.clear();
    cards.keep(mark, [row(1, 'Jesko')]);
    expect(cards.get(1)).toBeUndefined();
    cards.keep(cards.mark(), [row(1, 'Jesko Absolut')]);
    expect(cards.get(1)?.model).toBe('Jesko Absolut');
  });
});

describe('the public answers a reader fills', () => {
  const answer = (body: string) => new CachedReply(body, {});

  it('keeps the answer a reader produced', () => {
    const cache = new ListingCache();
    cache.keptBy(cache.replies).set('list:make=Koenigsegg', answer('[1]'));
    expect(cache.replies.get('list:make=Koenigsegg')?.body).toBe('[1]');
  });

  it('keeps nothing a reader began producing before a change cleared the caches', () => {
    const cache = new ListingCache();
    const replies = cache.keptBy(cache.replies);
    const totals = cache.keptBy(cache.totals);
    // A listing changed and its change committed (the caches cleared) while the reader read it as it was.
    cache.invalidate();
    replies.set('list:make=Koenigsegg', answer('[1]'));
    totals.set('total:make=Koenigsegg', { count: 1, estimated: false });
    expect(cache.replies.get('list:make=Koenigsegg')).toBeUndefined();
    expect(cache.totals.get('total:make=Koenigsegg')).toBeUndefined();
    // A reader that begins after the change keeps what it read.
    cache.keptBy(cache.replies).set('list:make=Koenigsegg', answer('[1,2]'));
    expect(cache.replies.get('list:make=Koenigsegg')?.body).toBe('[1,2]');
  });
});

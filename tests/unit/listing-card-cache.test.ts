import { describe, expect, it } from 'vitest';
import { CardCache } from '../../src/server/modules/listings/cache.ts';
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

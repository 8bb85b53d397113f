import { describe, expect, it } from 'vitest';
import {
  desiredPhotoOrder,
  latestServerList,
  type PhotoItem,
  sameOrder,
} from '../../src/client/features/seller/photos.ts';
import { runPool } from '../../src/client/lib/upload.ts';

const file = { name: 'a.png' } as File;
const fresh = (id: string, status: 'queued' | 'uploading' | 'done' | 'error', url?: string): PhotoItem => ({
  id,
  kind: 'new',
  file,
  previewUrl: `blob:${id}`,
  progress: status === 'done' ? 1 : 0,
  status,
  url,
});

describe('photo order', () => {
  it("follows the seller's arrangement, leaving out photos that did not go up", () => {
    const items: PhotoItem[] = [
      fresh('n1', 'done', '/p/n1.webp'),
      { id: 'e1', kind: 'existing', url: '/p/e1.webp' },
      fresh('n2', 'error'),
      fresh('n3', 'queued'),
      { id: 'e2', kind: 'existing', url: '/p/e2.webp' },
    ];
    expect(desiredPhotoOrder(items)).toEqual(['/p/n1.webp', '/p/e1.webp', '/p/e2.webp']);
  });

  it('compares orders exactly', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });

  it('takes the longest upload answer as the stored list (uploads only append)', () => {
    expect(
      latestServerList(
        ['e1'],
        [
          ['e1', 'x'],
          ['e1', 'x', 'y'],
          ['e1', 'y'],
        ],
      ),
    ).toEqual(['e1', 'x', 'y']);
    expect(latestServerList(['e1', 'e2'], [])).toEqual(['e1', 'e2']);
  });
});

describe('runPool', () => {
  it('runs every task with at most the given number at once', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n % 3));
      done.push(n);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(3);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await runPool([], 3, async () => {
      calls += 1;
    });
    expect(calls).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  FALLBACK_IMAGE_KEYS,
  fallbackImageKey,
} from '../../src/client/features/listings/fallback-image-key.ts';

describe('fallbackImageKey: the bundled picture of a listing without photos', () => {
  it.each([
    [{ make: 'Mercedes-Benz', model: 'G 63 AMG' }, 'g63'],
    [{ make: 'Mercedes-Benz', model: 'AMG G63' }, 'g63'],
    [{ make: 'Mercedes', model: 'g-63' }, 'g63'],
    [{ make: 'Ferrari', model: 'SF90 Stradale' }, 'sf90'],
    [{ make: 'Ferrari', model: 'sf 90 spider' }, 'sf90'],
    [{ make: 'Rolls-Royce', model: 'Cullinan' }, 'rolls-royce'],
    [{ make: 'rolls royce', model: 'Ghost' }, 'rolls-royce'],
    [{ make: 'Porsche', model: '911 GT3' }, 'porsche-911'],
    [{ make: 'PORSCHE', model: '911' }, 'porsche-911'],
    [{ make: 'RAM', model: '1500 TRX' }, 'ram-1500'],
    [{ make: 'Dodge', model: 'Ram 1500' }, 'ram-1500'],
    [{ make: 'Cadillac', model: 'Escalade-V' }, 'escalade'],
    [{ make: 'Aston Martin', model: 'DB12' }, 'aston-martin'],
  ] as const)('%o draws %s', (listing, key) => {
    expect(fallbackImageKey(listing)).toBe(key);
  });

  it('uses the stock picture for anything else', () => {
    expect(fallbackImageKey({ make: 'Porsche', model: 'Cayenne' })).toBe('stock');
    expect(fallbackImageKey({ make: 'Ferrari', model: 'Roma' })).toBe('stock');
    expect(fallbackImageKey({ make: 'Mercedes-Benz', model: 'G 630' })).toBe('stock');
    expect(fallbackImageKey({ make: 'Dodge', model: 'Ram 2500' })).toBe('stock');
    expect(fallbackImageKey({ make: '', model: '' })).toBe('stock');
    expect(fallbackImageKey({ make: null, model: undefined })).toBe('stock');
  });

  it('only answers keys that have a picture', () => {
    expect(FALLBACK_IMAGE_KEYS).toContain(fallbackImageKey({ make: 'Aston Martin', model: 'Vantage' }));
    expect(FALLBACK_IMAGE_KEYS).toContain('stock');
  });
});

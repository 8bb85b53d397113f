import { browserStore } from '@client/lib/browser-store.ts';
import { STORAGE_KEYS } from '@client/lib/storage-keys.ts';
import type { Currency } from '@shared/constants.ts';
import {
  BASE_CURRENCY,
  currencyForLocale,
  DEFAULT_DISTANCE_UNIT,
  type DistanceUnit,
  distanceUnitForLocale,
  isCurrency,
  isDistanceUnit,
} from '@shared/domain/currency.ts';

/**
 * The visitor's display currency and distance unit, kept in this browser (docs/decisions/0029). Until they
 * choose, prices are in US dollars and distances in miles (the spec's default), on the server-rendered page
 * and after it alike, so hydration matches; the selector offers their locale's currency first.
 */
export interface DisplayPrefs {
  currency: Currency;
  unit: DistanceUnit;
}

export const DEFAULT_PREFS: DisplayPrefs = { currency: BASE_CURRENCY, unit: DEFAULT_DISTANCE_UNIT };

export function parsePrefs(raw: string | null): DisplayPrefs {
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<DisplayPrefs> | null;
    return {
      currency: isCurrency(v?.currency) ? v.currency : DEFAULT_PREFS.currency,
      unit: isDistanceUnit(v?.unit) ? v.unit : DEFAULT_PREFS.unit,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

const store = browserStore<DisplayPrefs>(STORAGE_KEYS.displayPrefs, parsePrefs, DEFAULT_PREFS);

export const useDisplayPrefs = store.useValue;

export function setDisplayPrefs(change: Partial<DisplayPrefs>): void {
  store.write({ ...store.read(), ...change });
}

/** What the browser's language suggests, offered first in the selectors. */
export function suggestedPrefs(): DisplayPrefs {
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
  return { currency: currencyForLocale(locale), unit: distanceUnitForLocale(locale) };
}

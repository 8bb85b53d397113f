import { cn } from '@client/lib/cn.ts';
import { CURRENCIES } from '@shared/constants.ts';
import { DISTANCE_UNITS } from '@shared/domain/currency.ts';
import { useEffect, useState } from 'react';
import { setDisplayPrefs, suggestedPrefs, useDisplayPrefs } from '../display-prefs.ts';

const selectClass =
  'h-9 cursor-pointer rounded-md border border-border bg-surface px-2 text-xs text-foreground/90 hover:border-gold/60 focus-visible:outline-2 focus-visible:outline-gold [&>option]:bg-surface-raised';

/**
 * The display currency and the distance unit, side by side (header and mobile menu). Plain selects: the
 * platform's picker, keyboard and screen readers for free, and nearly no JavaScript in the first load.
 */
export function DisplaySettings({ className, idPrefix }: { className?: string; idPrefix: string }) {
  const prefs = useDisplayPrefs();
  // The browser's own currency first, once hydrated (the server knows no locale, and the markup must match).
  const [suggested, setSuggested] = useState<string>('USD');
  useEffect(() => setSuggested(suggestedPrefs().currency), []);
  const currencies = [suggested, ...CURRENCIES.filter((c) => c !== suggested)];
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <label htmlFor={`${idPrefix}-currency`} className="sr-only">
        Display currency
      </label>
      <select
        id={`${idPrefix}-currency`}
        className={selectClass}
        value={prefs.currency}
        onChange={(e) => setDisplayPrefs({ currency: e.target.value as (typeof CURRENCIES)[number] })}
      >
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <label htmlFor={`${idPrefix}-unit`} className="sr-only">
        Distance unit
      </label>
      <select
        id={`${idPrefix}-unit`}
        className={selectClass}
        value={prefs.unit}
        onChange={(e) => setDisplayPrefs({ unit: e.target.value as (typeof DISTANCE_UNITS)[number] })}
      >
        {DISTANCE_UNITS.map((u) => (
          <option key={u} value={u}>
            {u === 'km' ? 'km' : 'mi'}
          </option>
        ))}
      </select>
    </div>
  );
}

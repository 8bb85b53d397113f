import { ariaFor } from '@client/components/ui/form-field.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { COUNTRIES } from '@shared/constants.ts';
import type { ComponentProps } from 'react';

/** The identity forms' country picker: the spec's countries, none chosen at first. */
export function CountrySelect({
  id,
  error,
  ...props
}: ComponentProps<typeof NativeSelect> & { id: string; error?: string }) {
  return (
    <NativeSelect id={id} {...ariaFor(id, error)} {...props}>
      <option value="">Select a country</option>
      {COUNTRIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </NativeSelect>
  );
}

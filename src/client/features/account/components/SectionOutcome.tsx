import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { errorText } from '@client/lib/api.ts';
import { type FieldErrorTarget, unexplainedAfterFieldErrors } from '@client/lib/form-errors.ts';
import { useState } from 'react';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

/**
 * What an account section's form says after a submit (profile, e-mail address, password): `submit` clears
 * the last outcome, runs the change and shows the words it answers; if it fails, the server's field errors
 * go under their fields and what names no field is said with `failure` as the fallback.
 */
export function useSectionOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const clear = () => setOutcome(null);
  const submit = async <F extends string>(
    change: () => Promise<string>,
    { fields, setError, failure }: FieldErrorTarget<F> & { failure: string },
  ) => {
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: await change() });
    } catch (error) {
      if (unexplainedAfterFieldErrors(error, fields, setError))
        setOutcome({ tone: 'error', text: errorText(error, failure) });
    }
  };
  return { outcome, clear, submit };
}

/** The outcome's line above the section's fields (nothing before the first submit). */
export function SectionOutcome({ outcome }: { outcome: Outcome }) {
  return <FormAlert tone={outcome?.tone ?? 'success'}>{outcome?.text ?? null}</FormAlert>;
}

import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { errorText } from '@client/lib/api.ts';
import { unexplainedAfterFieldErrors } from '@client/lib/form-errors.ts';
import { type FormSchema, useSchemaForm } from '@client/lib/schema-form.ts';
import { useState } from 'react';
import type { DefaultValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

/**
 * An account section's form (profile, e-mail address, password), checked by its shared schema. A submit
 * clears the last outcome, runs `change` and shows the words it answers; if it fails, the server's field
 * errors go under `fields` and what names no field is said with `failure` as the fallback. Typing into a
 * field registered through `register` clears the outcome.
 */
export function useSectionForm<S extends FormSchema>(
  schema: S,
  {
    defaultValues,
    fields,
    failure,
    change,
  }: {
    defaultValues: DefaultValues<z.input<S>>;
    fields: readonly Path<z.input<S>>[];
    failure: string;
    change: (values: z.output<S>, form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => Promise<string>;
  },
) {
  const form = useSchemaForm(schema, { defaultValues });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const clear = () => setOutcome(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: await change(values, form) });
    } catch (error) {
      if (unexplainedAfterFieldErrors(error, fields, form.setError))
        setOutcome({ tone: 'error', text: errorText(error, failure) });
    }
  });
  const register = (name: Path<z.input<S>>) => form.register(name, { onChange: clear });
  return { form, outcome, onSubmit, register };
}

/** The outcome's line above the section's fields (nothing before the first submit). */
export function SectionOutcome({ outcome }: { outcome: Outcome }) {
  return <FormAlert tone={outcome?.tone ?? 'success'}>{outcome?.text ?? null}</FormAlert>;
}

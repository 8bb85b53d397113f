import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A shared zod schema a form can be checked by: an object, before and after parsing. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A react-hook-form form checked by a shared zod schema (src/shared/schemas): its fields hold the schema's
 * input, and `handleSubmit` hands on what the schema parses them into.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
}

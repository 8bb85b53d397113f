import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** A shared zod schema a form can be checked by: an object, before and after parsing. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

type SchemaFormOptions<V extends FieldValues, S extends FormSchema> = Omit<
  UseFormProps<V, unknown, z.output<S>>,
  'resolver'
>;

/** How a form whose fields are not the request's makes the request of them (text into numbers, blanks absent...). */
export type ToRequest<V extends FieldValues> = (values: V) => unknown;

/**
 * The resolver of a form whose fields are not the request itself: `toRequest` makes the request of the
 * form's values, the shared schema checks it, and the schema's first message about each request field is
 * shown under the form field of the same name (a message about one item of a list goes under the list).
 */
export function requestResolver<S extends FormSchema, V extends FieldValues>(
  schema: S,
  toRequest: ToRequest<V>,
): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const parsed = schema.safeParse(toRequest(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * A react-hook-form form checked by a shared zod schema (src/shared/schemas): its fields hold the schema's
 * input, and `handleSubmit` hands on what the schema parses them into. A form whose fields hold something
 * else (text for numbers, an upload's state for a document reference) says how they become the request
 * with `toRequest`: see `requestResolver`.
 */
export function useSchemaForm<S extends FormSchema, V extends FieldValues>(
  schema: S,
  options: SchemaFormOptions<NoInfer<V>, S> & { toRequest: ToRequest<V> },
): UseFormReturn<V, unknown, z.output<S>>;
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options?: SchemaFormOptions<z.input<S>, S>,
): UseFormReturn<z.input<S>, unknown, z.output<S>>;
export function useSchemaForm(
  schema: FormSchema,
  options: SchemaFormOptions<FieldValues, FormSchema> & { toRequest?: ToRequest<FieldValues> } = {},
) {
  const { toRequest, ...formOptions } = options;
  return useForm({
    ...formOptions,
    resolver: toRequest ? requestResolver(schema, toRequest) : zodResolver(schema),
  });
}

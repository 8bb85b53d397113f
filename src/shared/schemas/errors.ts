import { z } from 'zod';

/**
 * Every error reply of the API (DESIGN section 5): the error handler sends it, every route declares it
 * for its 4xx and 5xx replies, the client reads it. A 500 also names the request id that the log carries.
 */
export const errorBodySchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error', description: 'Why the request was refused or failed' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldError = NonNullable<ErrorBody['errors']>[number];

/** The error replies every route may give, to spread into its `response` map. */
export const errorReplies = {
  '4xx': errorBodySchema,
  '5xx': errorBodySchema,
} as const;

import { z } from 'zod';

/** Pieces several contracts share. */

/** Timestamps go out as ISO 8601 in UTC. */
export const timestamp = z.iso.datetime();

/** The reply of an action that has nothing else to say. */
export const successSchema = z.object({ success: z.literal(true) });

/** A numeric id in the path, e.g. `/api/payments/:id`, with the message naming what it identifies. */
export const numericIdParams = (what: string) =>
  z.object({
    id: z
      .string()
      .regex(/^\d{1,9}$/, { error: `${what} id must be a number` })
      .transform(Number),
  });

/** Why an administrator turned something down: it is shown to the person concerned. */
export const reasonSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(3, { error: 'Please give a reason' })
    .max(1000, { error: 'The reason must be at most 1000 characters' }),
});

/** A page of a keyset-paginated list. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(300).optional(),
});

/** A server-rendered page, a text file or a stream: not JSON, described by its media type. */
export const textBody = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});

/** A file's bytes, in one of the given media types. */
export const fileBody = (mediaTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((t) => [
      t,
      { schema: z.custom<Uint8Array>((v) => v instanceof Uint8Array).meta({ contentMediaType: t }) },
    ]),
  ),
});

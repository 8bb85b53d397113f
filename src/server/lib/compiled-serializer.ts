import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Zod's JSON Schema as fast-json-stringify reads it best: "X or null" (`anyOf` with `{type: 'null'}`,
 * which it would test value by value with a validator) as `nullable`, and without the keywords that only
 * validate (`pattern`, `format`: the values are written as they are).
 */
function forStringify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forStringify);
  if (!isObject(schema)) return schema;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const other = anyOf.find((s) => !(isObject(s) && s.type === 'null'));
    if (other !== undefined && anyOf.some((s) => isObject(s) && s.type === 'null'))
      return { ...(forStringify(other) as JsonSchema), nullable: true };
  }
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'pattern' && key !== 'format' && key !== '$schema')
      .map(([key, value]) => [key, forStringify(value)]),
  );
}

/**
 * A reply schema compiled to a serializer, for the replies a server writes most and caches least (pages
 * of listings, facet counts): about 0.1 ms for a page of 25 listings where zod's encode and
 * JSON.stringify take 0.5 (decision 0044). Like the zod serializer, it writes only the properties the
 * schema declares (`additionalProperties: false`), so a field added to a row by mistake does not leave
 * the server; unlike it, it does not reject a reply of the wrong shape, which the route's tests check.
 */
export function compiledSerializer<T extends z.ZodType>(schema: T): (data: z.output<T>) => string {
  return fastJsonStringify(
    forStringify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as Parameters<
      typeof fastJsonStringify
    >[0],
  ) as (data: z.output<T>) => string;
}

import { z } from 'zod';

/** GET /api/openapi.json: the OpenAPI 3.1 document of this API, generated from these contracts. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

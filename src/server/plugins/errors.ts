import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/app-error.ts';

/** PostgreSQL error classes that are the client's fault, never a server failure. */
const PG_CLIENT_ERRORS: Record<string, { status: 400 | 409; message: string }> = {
  '23505': { status: 409, message: 'This already exists' },
  '23503': { status: 409, message: 'A referenced record does not exist' },
  '22P02': { status: 400, message: 'Invalid value' },
  '22003': { status: 400, message: 'Value out of range' },
  '22001': { status: 400, message: 'Value too long' },
  '23514': { status: 400, message: 'Invalid value' },
  // Text PostgreSQL cannot store (a NUL byte, say) is the client's to fix.
  '22021': { status: 400, message: 'Text contains characters that are not allowed' },
  '22P05': { status: 400, message: 'Text contains characters that are not allowed' },
};

const DATA_EXCEPTION = { status: 400, message: 'Invalid value' } as const;

function pgCode(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 3;
    e = e.cause as never, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * One error shape for the whole API: {message, errors?}. Never a stack trace or SQL text; anything
 * unexpected is a 500 with a generic message and the request id, and is logged in full, as is the cause
 * of a 503 (a dependency down).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 503) request.log.error({ err: error.cause }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    const code = pgCode(error);
    // Class 22 is "data exception": a value PostgreSQL could not read or hold, which only input supplies.
    const pg = code
      ? (PG_CLIENT_ERRORS[code] ?? (code.startsWith('22') ? DATA_EXCEPTION : undefined))
      : undefined;
    if (pg) return reply.status(pg.status).send({ message: pg.message });

    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ message: 'Malformed JSON body' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ message: 'Request body is too large' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.status(415).send({ message: 'Unsupported content type' });
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.status(413).send({ message: 'The file is too large' });
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.status(413).send({ message: 'Too many files or fields in one upload' });
    }
    if (error instanceof SyntaxError) return reply.status(400).send({ message: 'Malformed JSON body' });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429)
        return reply.status(429).send({ message: 'Too many requests. Please try again later.' });
      return reply.status(status).send({ message: status === 404 ? 'Not found' : 'Invalid request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', requestId: request.id });
  });
}

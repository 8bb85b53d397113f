import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The server renderer's own API calls (modules/seo/server-render.ts) carry this header with a secret of
 * the process. They read for a visitor but are not the visitor: a listing view they cause is not counted
 * there, the page route counts the visitor instead. A forged header fails the secret check.
 */
const HEADER = 'x-server-render';
const secret = randomBytes(16).toString('hex');

export const serverRenderHeaders: Readonly<Record<string, string>> = { [HEADER]: secret };

export const isServerRenderRequest = (request: FastifyRequest): boolean => request.headers[HEADER] === secret;

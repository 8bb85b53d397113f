import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer never ends by itself (an event stream): closing ends it (its own preClose) and
     * does not wait for it.
     */
    endedAtClose?: boolean;
  }
}

/** Longest a shutdown waits for work already begun; a deploy's own grace period is longer. */
const DRAIN_LIMIT_MS = 10_000;

/**
 * A request being answered when the server shuts down (a deploy's SIGTERM) finishes: closing every
 * connection at once dropped it mid-answer, its work going on against a database about to close. Node
 * closes the connections idle at that moment; each of the others is closed as it falls idle, once its
 * answer is sent.
 *
 * A request whose client has hung up has no connection left to wait for, yet its handler (a session
 * lookup, a search) goes on reading the store, which the caller closes as soon as the app has: the
 * benchmark's load generator, stopping mid-request, had them fail with "PGlite is closed" and "Cannot use
 * a pool after calling end on the pool". So closing also waits until every request begun has reached its
 * answer (onSend runs even when nobody is left to receive it), for at most DRAIN_LIMIT_MS.
 *
 * Registered after every other closing hook: Fastify runs them last-added first, and the work waited for
 * may still publish an event or count against a limit.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  const answering = new Set<FastifyRequest>();
  let drained = () => {};
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.routeOptions.config.endedAtClose) answering.add(request);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (answering.delete(request) && answering.size === 0) drained();
    done(null, payload);
  });

  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    reaper = setInterval(() => app.server.closeIdleConnections(), 50);
    reaper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(reaper);
    if (answering.size === 0) return;
    await new Promise<void>((resolve) => {
      drained = resolve;
      setTimeout(resolve, DRAIN_LIMIT_MS).unref();
    });
  });
}

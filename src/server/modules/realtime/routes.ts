import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textBody } from '../../../shared/schemas/common.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { OWN_ACCOUNT, requireActor } from '../../plugins/session.ts';
import { StreamRegistry, sessionKey, sessionStands } from './streams.ts';

const HEARTBEAT_MS = 25_000;

const TOO_MANY_STREAMS = 'Too many open live connections. Close other tabs and try again.';

export const realtimeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const registry = new StreamRegistry();
    // Streams never end by themselves: shutting down ends them first, or the server would wait forever.
    app.addHook('preClose', async () => registry.endAll());

    /**
     * Server-Sent Events for the signed-in user: new messages and read receipts as they happen. Browsers
     * reconnect by themselves; the page refetches on reconnection, so nothing is missed while it was away.
     * A stream lives no longer than its session: it ends at sign-out (on every instance), and at each
     * heartbeat it checks that the session still stands (not expired, not revoked by any other path).
     */
    app.get(
      '/api/events',
      {
        config: { ...OWN_ACCOUNT, endedAtClose: true },
        schema: {
          response: {
            200: textBody(
              'text/event-stream',
              'Server-Sent Events: `ready`, then `message` and `read` events of the signed-in user',
            ),
            ...errorReplies,
          },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(request);
        let ended = false;
        let heartbeat: NodeJS.Timeout | undefined;
        let unsubscribe = () => {};
        const stream = {
          userId: actor.id,
          session: sessionKey(actor.sessionToken),
          end: () => {
            if (ended) return;
            ended = true;
            clearInterval(heartbeat);
            unsubscribe();
            registry.close(stream);
            reply.raw.end();
          },
        };
        const endUnlessStanding = () =>
          sessionStands(deps.db, actor.sessionToken)
            .catch(() => false)
            .then((stands) => stands || stream.end());
        if (!registry.open(stream))
          throw new AppError(429, TOO_MANY_STREAMS, undefined, { 'retry-after': '30' });

        reply.hijack();
        const res = reply.raw;
        // Written past Fastify's reply, so the security headers set on it are carried over by hand.
        res.writeHead(200, {
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        res.write('retry: 3000\n\n');
        res.write(`event: ready\ndata: {}\n\n`);
        unsubscribe = deps.realtime.subscribe(actor.id, (event) => {
          if (event.type === 'session-ended') {
            if (event.session === stream.session) stream.end();
            return;
          }
          if (event.type === 'sessions-revoked') {
            void endUnlessStanding();
            return;
          }
          res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        });
        heartbeat = setInterval(() => {
          res.write(': keep-alive\n\n');
          void endUnlessStanding();
        }, HEARTBEAT_MS);
        request.raw.once('close', stream.end);
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireActor, SIGNED_IN } from '../../plugins/session.ts';

const HEARTBEAT_MS = 25_000;

export const realtimeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Set<() => void>();
    // Streams never end by themselves: shutting down ends them first, or the server would wait forever.
    app.addHook('preClose', async () => {
      for (const end of open) end();
    });

    /**
     * Server-Sent Events for the signed-in user: new messages and read receipts as they happen. Browsers
     * reconnect by themselves; the page refetches on reconnection, so nothing is missed while it was away.
     */
    app.get('/api/events', { config: SIGNED_IN }, async (request, reply) => {
      const actor = await requireActor(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      res.write(`event: ready\ndata: {}\n\n`);
      const unsubscribe = deps.realtime.subscribe(actor.id, (event) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        res.end();
      };
      open.add(end);
      request.raw.once('close', end);
    });
  };

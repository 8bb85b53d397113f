// The reference point: a bare Fastify JSON route on the same machine, in the same run.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => process.exit(0));

import type { FastifyInstance } from 'fastify';

/** Request and error counts since this instance started, for the admin system status. */
export class Metrics {
  readonly startedAt = Date.now();
  requests = 0;
  clientErrors = 0;
  serverErrors = 0;

  snapshot() {
    const uptimeSeconds = (Date.now() - this.startedAt) / 1000;
    return {
      uptimeSeconds: Math.round(uptimeSeconds),
      requests: this.requests,
      requestsPerMinute: Math.round((this.requests / Math.max(uptimeSeconds, 1)) * 60 * 10) / 10,
      clientErrorRate: this.requests ? this.clientErrors / this.requests : 0,
      serverErrorRate: this.requests ? this.serverErrors / this.requests : 0,
    };
  }
}

export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (_request, reply, done) => {
    metrics.requests++;
    if (reply.statusCode >= 500) metrics.serverErrors++;
    else if (reply.statusCode >= 400) metrics.clientErrors++;
    done();
  });
}

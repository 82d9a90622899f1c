import type { FastifyInstance } from 'fastify';
import { notice } from '@marquee/contract';
import type { Registry } from 'prom-client';
import { bearerMatches } from '../http/bearer.js';
import { errorBody } from '../http/errors.js';

/**
 * `GET /metrics` in Prometheus's text format. With a token (METRICS_TOKEN), only a request
 * with `Authorization: Bearer <token>` gets them; the others a 401 that says so.
 */
export function registerMetricsRoute(
  api: FastifyInstance,
  registry: Registry,
  token: string | undefined,
): void {
  api.get('/metrics', async (request, reply) => {
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send(errorBody(notice('metricsTokenRequired')));
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('Cache-Control', 'no-store').send(text);
  });
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notice } from '@marquee/contract';
import type { Registry } from 'prom-client';
import { errorBody } from '../http/errors.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

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

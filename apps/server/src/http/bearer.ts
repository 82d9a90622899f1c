import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notice } from '@marquee/contract';
import { errorBody } from './errors.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * The operators' calls (ingest queue, restreams) with METRICS_TOKEN set: a request without the
 * token is answered 401 here; true when it was.
 */
export function refuseWithoutOperatorToken(
  request: FastifyRequest,
  reply: FastifyReply,
  operatorToken: string | undefined,
): boolean {
  if (!operatorToken || bearerMatches(request.headers.authorization, operatorToken)) return false;
  void reply
    .code(401)
    .header('WWW-Authenticate', 'Bearer realm="operations"')
    .send(errorBody(notice('operatorTokenRequired')));
  return true;
}

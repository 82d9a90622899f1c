import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendableBody, type SendableBody } from './compression.js';

/**
 * Gives every answer of `app` that sets no Cache-Control of its own `private, no-store`: API
 * answers are per user unless their route says otherwise, and a shared cache does not know
 * that the Token header tells users apart.
 */
export function keepUncachedByDefault(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-store');
    done(null, payload);
  });
}

/**
 * Who may keep a revalidated answer: `shared` for calls open to anyone, `private` for calls
 * behind a token (only the browser that asked keeps it).
 */
export type CacheScope = 'shared' | 'private';

/** A JSON body serialised once, with the ETag that names it. */
export interface TaggedBody {
  /** Sent as it is each time; compressed once per encoding (answer-cache.ts). */
  body: SendableBody;
  etag: string;
}

/**
 * Serialises a JSON answer and names it with a weak ETag from a hash of the bytes, so the tag
 * changes exactly when the answer does. Weak, because compression changes the bytes on the wire
 * but not the answer.
 */
export function tagJson(value: unknown): TaggedBody {
  const json = JSON.stringify(value);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 22);
  return { body: sendableBody(json), etag: `W/"${hash}"` };
}

/**
 * Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2): `*`, or
 * a list of entity tags of which one has the same opaque tag. Anything malformed matches
 * nothing, so the full answer goes out.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaqueTag(etag);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || opaqueTag(tag) === wanted;
  });
}

function opaqueTag(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/**
 * Sends a tagged JSON answer for the client to revalidate every time it uses it
 * (`Cache-Control: no-cache`): 304 with no body when its If-None-Match names the tag.
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  tagged: TaggedBody,
  scope: CacheScope,
): FastifyReply {
  reply
    .header('ETag', tagged.etag)
    .header('Cache-Control', scope === 'private' ? 'private, no-cache' : 'no-cache');
  if (ifNoneMatchHits(request.headers['if-none-match'], tagged.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(tagged.body);
}

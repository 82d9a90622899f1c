import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';
import { COMPRESSION_THRESHOLD, registerCompression, sendableBody } from './compression.js';

const cache = createAnswerCache({ maxBytes: 200_000 });
const app = Fastify({ logger: false });
const json = JSON.stringify({
  items: Array.from({ length: 400 }, (_, id) => ({ id, title: `Film ${id}` })),
});
const fresh = () => sendableBody(json);

beforeAll(async () => {
  await registerCompression(app);
  app.get('/kept', (_request, reply) => {
    let body = cache.get('kept');
    if (!body) {
      body = fresh();
      cache.set('kept', body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
  app.get('/fresh', (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(Buffer.from(json)),
  );
});
afterAll(() => app.close());

/** The headers that do not change from one answer to the next. */
function headersButDate(response: LightMyRequestResponse) {
  const headers = { ...response.headers };
  delete headers.date;
  return headers;
}

const get = (url: string, encoding?: string) =>
  app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('kept answers', () => {
  it('go out with the headers and content of the same answer built afresh', async () => {
    for (const encoding of [undefined, 'br', 'gzip', 'br;q=0, gzip', 'identity']) {
      const [kept, built] = [await get('/kept', encoding), await get('/fresh', encoding)];
      expect(headersButDate(kept)).toEqual(headersButDate(built));
      expect(kept.rawPayload).toEqual(built.rawPayload);
    }
  });

  it('are compressed once per encoding, the copy counted with the answer', async () => {
    cache.clear();
    await get('/kept');
    const plain = cache.bytes;
    const br = await get('/kept', 'br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
    const withBrotli = cache.bytes;
    expect(withBrotli).toBe(plain + br.rawPayload.length);
    await get('/kept', 'br');
    expect(cache.bytes).toBe(withBrotli);
    const gzip = await get('/kept', 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);
    expect(cache.bytes).toBe(withBrotli + gzip.rawPayload.length);
  });

  it('are kept as text below the compression threshold, which is never compressed', () => {
    expect(sendableBody('{"status":1}')).toBe('{"status":1}');
    expect(Buffer.isBuffer(sendableBody(json))).toBe(true);
    expect(Buffer.byteLength(json)).toBeGreaterThan(COMPRESSION_THRESHOLD);
  });

  it('leave the cache, least recently used first, once their bytes pass its bound', () => {
    const small = createAnswerCache({ maxBytes: 3 * (json.length + 300) });
    for (const key of ['a', 'b', 'c', 'd']) small.set(key, fresh());
    expect(small.get('a')).toBeUndefined();
    expect(small.get('d')).toBeDefined();
    expect(small.size).toBe(3);
  });
});

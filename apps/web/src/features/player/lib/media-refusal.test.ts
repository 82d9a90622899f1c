import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_UNAVAILABLE_REFUSAL, mediaRefusalOf } from './media-refusal';

// A loopback origin that refuses as the media origin does: /exposed names the header to
// cross-origin readers, /hidden does not.
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(409, {
      'Access-Control-Allow-Origin': '*',
      ...(request.url === '/exposed' ? { 'Access-Control-Expose-Headers': 'X-Media-Error' } : {}),
      'X-Media-Error': CHANNEL_UNAVAILABLE_REFUSAL,
      'Content-Type': 'application/json',
    });
    response.end('{"status":0,"error":"media_channel_unavailable"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What hls.js's default loader hands over: the XMLHttpRequest, once it has answered. */
function load(path: string): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', `${origin}${path}`);
    xhr.onload = () => resolve(xhr);
    xhr.onerror = () => reject(new Error('no answer'));
    xhr.send();
  });
}

describe('mediaRefusalOf', () => {
  it('reads the code from a cross-origin XMLHttpRequest when the origin exposes the header', async () => {
    const xhr = await load('/exposed');
    expect(xhr.status).toBe(409);
    expect(mediaRefusalOf(xhr)).toBe('media_channel_unavailable');
    // Without Access-Control-Expose-Headers the browser hides it: the origin must send both.
    expect(mediaRefusalOf(await load('/hidden'))).toBeNull();
  });

  it('reads the code from the fetch loader’s Response, and nothing from anything else', () => {
    const refused = new Response(null, {
      status: 409,
      headers: { 'X-Media-Error': 'media_channel_unavailable' },
    });
    expect(mediaRefusalOf(refused)).toBe('media_channel_unavailable');
    expect(mediaRefusalOf(new Response(null, { status: 404 }))).toBeNull();
    expect(mediaRefusalOf(null)).toBeNull();
    expect(mediaRefusalOf({ code: 409 })).toBeNull();
  });
});

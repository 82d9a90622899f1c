import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_LIMITS,
  privateFetch,
  readToEnd,
  startFetchTestUpstream,
  upstreamFailure,
  type FetchTestUpstream,
} from './fetch-test-upstream.js';
import { createSafeFetch } from './safe-fetch.js';

let upstream: FetchTestUpstream;
let origin: string;
let port: number;

beforeAll(async () => {
  upstream = await startFetchTestUpstream();
  ({ origin, port } = upstream);
});

afterAll(() => upstream.close());

const limits = TEST_LIMITS;
const failure = upstreamFailure;

describe('which addresses are fetched', () => {
  it('refuses loopback by default, naming the setting, before connecting', async () => {
    const fetch = createSafeFetch({ allowPrivate: false });
    const before = upstream.connections();
    const literal = await failure(fetch.get(`${origin}/playlist.m3u8`, limits));
    expect(literal.code).toBe('blocked');
    expect(literal.message).toBe(
      '127.0.0.1 resolves to 127.0.0.1, an address Marquee does not fetch (set UPSTREAM_ALLOW_PRIVATE=1 to allow private addresses)',
    );
    const named = await failure(fetch.get(`http://localhost:${port}/playlist.m3u8`, limits));
    expect(named.code).toBe('blocked');
    expect(named.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), an address/);
    const mapped = await failure(
      fetch.open(`http://[::ffff:127.0.0.1]:${port}/stream`, {
        connectTimeoutMs: 5000,
        idleMs: 5000,
      }),
    );
    expect(mapped.message).toMatch(/^\[::ffff:7f00:1\] resolves to ::ffff:7f00:1, an address/);
    expect(upstream.connections()).toBe(before);
  });

  it('fetches loopback when private addresses are allowed, saying the URL, status and type', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const answer = await privateFetch.get(`http://${host}:${port}/playlist.m3u8`, limits);
      expect(answer).toMatchObject({
        url: `http://${host}:${port}/playlist.m3u8`,
        status: 200,
        contentType: 'application/vnd.apple.mpegurl',
      });
      expect(answer.body.toString()).toBe('#EXTM3U\n');
    }
    expect(upstream.requests.at(-1)).toEqual({ path: '/playlist.m3u8', userAgent: 'Marquee/1.0' });
  });

  it('never fetches a cloud metadata address, even when private addresses are allowed', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/latest/meta-data/',
      'https://100.100.100.200/latest/meta-data/',
    ]) {
      const error = await failure(privateFetch.get(url, { ...limits, timeoutMs: 1000 }));
      expect(error.code).toBe('blocked');
      expect(error.message).toMatch(/metadata address Marquee never fetches$/);
    }
  });

  it("checks each redirect's target again", async () => {
    const error = await failure(privateFetch.get(`${origin}/to-metadata`, limits));
    expect(error.code).toBe('blocked');
    expect(error.message).toMatch(/^169\.254\.169\.254 resolves to 169\.254\.169\.254/);
    const toFile = await failure(privateFetch.get(`${origin}/to-file`, limits));
    expect(toFile.code).toBe('bad_url');
  });

  it('sends the user and password an address carries', async () => {
    const answer = await privateFetch.get(`http://iptv:s%40cret@127.0.0.1:${port}/whoami`, limits);
    expect(answer.body.toString()).toBe(`Basic ${Buffer.from('iptv:s@cret').toString('base64')}`);
  });

  it('fetches only http and https URLs', async () => {
    for (const url of [
      'ftp://upstream.example/list.m3u8',
      'file:///etc/passwd',
      'not a url',
      `http://user:%E0%A4%A@127.0.0.1:${port}/playlist.m3u8`,
    ]) {
      expect((await failure(privateFetch.get(url, limits))).code).toBe('bad_url');
    }
  });
});

describe('get', () => {
  it('follows up to maxRedirects redirects (5 by default) and says where it ended', async () => {
    const answer = await privateFetch.get(`${origin}/hop?left=5`, limits);
    expect(answer.url).toBe(`${origin}/playlist.m3u8`);
    const error = await failure(privateFetch.get(`${origin}/hop?left=6`, limits));
    expect(error.code).toBe('redirects');
    const once = createSafeFetch({ allowPrivate: true, maxRedirects: 1 });
    expect((await once.get(`${origin}/hop?left=1`, limits)).url).toBe(`${origin}/playlist.m3u8`);
    expect((await failure(once.get(`${origin}/hop?left=2`, limits))).code).toBe('redirects');
  });

  it('fails with http and the status on an answer outside 2xx', async () => {
    const error = await failure(privateFetch.get(`${origin}/missing.m3u8`, limits));
    expect(error).toMatchObject({ code: 'http', status: 404 });
  });

  it('asks again on a new connection when a kept-alive one was closed meanwhile', async () => {
    const fetch = createSafeFetch({ allowPrivate: true });
    await fetch.get(`${origin}/playlist.m3u8`, limits);
    const before = upstream.connections();
    const answer = await fetch.get(`${origin}/closes-kept-connections`, limits);
    expect(answer.body.toString()).toBe('fresh');
    expect(upstream.connections()).toBe(before + 1);
  });

  it('fails with refused when nothing listens on the port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(privateFetch.get(`http://127.0.0.1:${freePort}/`, limits));
    expect(error.code).toBe('refused');
  });
});

describe('open', () => {
  const openLimits = { connectTimeoutMs: 2000, idleMs: 1000 };

  it('resolves with the body as a stream once a 2xx answer has come', async () => {
    const opened = await privateFetch.open(`${origin}/hop?left=1`, openLimits);
    expect(opened.url).toBe(`${origin}/playlist.m3u8`);
    expect((await readToEnd(opened.body)).toString()).toBe('#EXTM3U\n');
    const error = await failure(privateFetch.open(`${origin}/missing.ts`, openLimits));
    expect(error).toMatchObject({ code: 'http', status: 404 });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSafeFetch } from './safe-fetch.js';
import { UpstreamError } from './upstream-types.js';

// An upstream on loopback, each path one behaviour; nothing here reaches another machine.
const requests: { path: string; userAgent: string | undefined }[] = [];
const closedEarly: string[] = [];
let connections = 0;
const answeredOn = new WeakMap<Socket, number>();
let server: Server;
let origin: string;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    requests.push({ path: url.pathname, userAgent: req.headers['user-agent'] });
    const earlier = answeredOn.get(req.socket) ?? 0;
    answeredOn.set(req.socket, earlier + 1);
    res.on('close', () => {
      if (!res.writableFinished) closedEarly.push(url.pathname);
    });
    const every = (ms: number, write: () => void) => {
      const timer = setInterval(write, ms);
      res.on('close', () => clearInterval(timer));
    };
    switch (url.pathname) {
      case '/playlist.m3u8':
        res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
        return res.end('#EXTM3U\n');
      case '/hop': {
        const left = Number(url.searchParams.get('left'));
        res.writeHead(302, { location: left > 1 ? `/hop?left=${left - 1}` : '/playlist.m3u8' });
        return res.end();
      }
      case '/to-metadata':
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/to-file':
        res.writeHead(301, { location: 'file:///etc/passwd' });
        return res.end();
      case '/declares-a-megabyte':
        res.writeHead(200, { 'content-length': 1_000_000 });
        return res.write('#EXTM3U\n');
      case '/endless':
        res.writeHead(200);
        return every(5, () => res.write(Buffer.alloc(1024, 1)));
      case '/exactly-4096':
        res.writeHead(200);
        res.write(Buffer.alloc(2048));
        return res.end(Buffer.alloc(2048));
      case '/trickle':
        res.writeHead(200);
        return every(200, () => res.write('#'));
      case '/closes-kept-connections':
        // What a kept-alive connection the upstream closed meanwhile looks like.
        if (earlier > 0) return req.socket.destroy();
        res.writeHead(200);
        return res.end('fresh');
      case '/whoami':
        res.writeHead(200);
        return res.end(req.headers.authorization ?? '');
      case '/no-answer':
        return;
      case '/falls-silent':
        res.writeHead(200, { 'content-type': 'video/mp2t' });
        return res.write(Buffer.alloc(188, 0x47));
      case '/stream':
        res.writeHead(200, { 'content-type': 'video/mp2t' });
        return every(50, () => res.write(Buffer.alloc(188, 0x47)));
      case '/flood':
        res.writeHead(200, { 'content-type': 'video/mp2t' });
        return every(5, () => res.write(Buffer.alloc(64 * 1024, 0x47)));
      default:
        res.writeHead(404);
        return res.end('not here');
    }
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const limits = { timeoutMs: 5000, maxBytes: 64 * 1024 };
const privateFetch = createSafeFetch({ allowPrivate: true });

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

async function readToEnd(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('which addresses are fetched', () => {
  it('refuses loopback by default, naming the setting, before connecting', async () => {
    const fetch = createSafeFetch({ allowPrivate: false });
    const before = connections;
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
    expect(connections).toBe(before);
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
    expect(requests.at(-1)).toEqual({ path: '/playlist.m3u8', userAgent: 'Marquee/1.0' });
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
    const before = connections;
    const answer = await fetch.get(`${origin}/closes-kept-connections`, limits);
    expect(answer.body.toString()).toBe('fresh');
    expect(connections).toBe(before + 1);
  });

  it('fails with refused when nothing listens on the port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(privateFetch.get(`http://127.0.0.1:${freePort}/`, limits));
    expect(error.code).toBe('refused');
  });

  it('refuses a body over maxBytes by its Content-Length, without waiting for it', async () => {
    const error = await failure(
      privateFetch.get(`${origin}/declares-a-megabyte`, { ...limits, timeoutMs: 2000 }),
    );
    expect(error.code).toBe('too_large');
  });

  it('stops reading a chunked body as soon as it is over maxBytes', async () => {
    const error = await failure(
      privateFetch.get(`${origin}/endless`, { timeoutMs: 5000, maxBytes: 4096 }),
    );
    expect(error.code).toBe('too_large');
    await vi.waitFor(() => expect(closedEarly).toContain('/endless'));
    const whole = await privateFetch.get(`${origin}/exactly-4096`, {
      timeoutMs: 5000,
      maxBytes: 4096,
    });
    expect(whole.body).toHaveLength(4096);
  });

  it('gives a trickling upstream timeoutMs for the whole answer', async () => {
    const started = Date.now();
    const error = await failure(
      privateFetch.get(`${origin}/trickle`, { timeoutMs: 1000, maxBytes: 1024 }),
    );
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(1800);
    await vi.waitFor(() => expect(closedEarly).toContain('/trickle'));
  });

  it('stops when the signal aborts, with its reason, and closes the connection', async () => {
    const controller = new AbortController();
    const reason = new Error('the channel has no viewers left');
    setTimeout(() => controller.abort(reason), 300);
    closedEarly.length = 0;
    await expect(
      privateFetch.get(`${origin}/trickle`, { ...limits, signal: controller.signal }),
    ).rejects.toBe(reason);
    await vi.waitFor(() => expect(closedEarly).toContain('/trickle'));

    const without = new AbortController();
    setTimeout(() => without.abort(), 100);
    await expect(
      privateFetch.get(`${origin}/no-answer`, { ...limits, signal: without.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });

    const before = connections;
    await expect(
      privateFetch.get(`${origin}/playlist.m3u8`, { ...limits, signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(connections).toBe(before);
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

  it('fails with timeout when no answer comes within connectTimeoutMs', async () => {
    const error = await failure(
      privateFetch.open(`${origin}/no-answer`, { connectTimeoutMs: 300, idleMs: 5000 }),
    );
    expect(error.code).toBe('timeout');
  });

  it('fails the body with idle after idleMs without a byte', async () => {
    const opened = await privateFetch.open(`${origin}/falls-silent`, {
      connectTimeoutMs: 2000,
      idleMs: 300,
    });
    expect(opened.contentType).toBe('video/mp2t');
    const started = Date.now();
    const error = await failure(readToEnd(opened.body));
    expect(error.code).toBe('idle');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await vi.waitFor(() => expect(closedEarly).toContain('/falls-silent'));
  });

  it('keeps a stream open while bytes come, and while its reader is behind', async () => {
    const steady = await privateFetch.open(`${origin}/stream`, { ...openLimits, idleMs: 300 });
    let received = 0;
    steady.body.on('data', (chunk: Buffer) => (received += chunk.length));
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(steady.body.destroyed).toBe(false);
    expect(received).toBeGreaterThan(188 * 5);
    steady.body.destroy();

    const flood = await privateFetch.open(`${origin}/flood`, { ...openLimits, idleMs: 200 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(flood.body.destroyed).toBe(false);
    const first: unknown = flood.body.read();
    expect(first).toBeInstanceOf(Buffer);
    flood.body.destroy();
  });

  it('destroys the body when the signal aborts', async () => {
    const controller = new AbortController();
    const opened = await privateFetch.open(`${origin}/stream`, {
      ...openLimits,
      signal: controller.signal,
    });
    const reason = new Error('the channel has no viewers left');
    closedEarly.length = 0;
    setTimeout(() => controller.abort(reason), 200);
    await expect(readToEnd(opened.body)).rejects.toBe(reason);
    await vi.waitFor(() => expect(closedEarly).toContain('/stream'));
  });
});

// An upstream on loopback for the safe fetch's tests, each path one behaviour; nothing here
// reaches another machine.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { expect } from 'vitest';
import { createSafeFetch } from './safe-fetch.js';
import { UpstreamError } from './upstream-types.js';

/** The limits of the tests' reads, roomy for loopback. */
export const TEST_LIMITS = { timeoutMs: 5000, maxBytes: 64 * 1024 };

/** The safe fetch with private addresses allowed, so that it reaches the loopback upstream. */
export const privateFetch = createSafeFetch({ allowPrivate: true });

/** The error `promise` failed with, checked to be an UpstreamError. */
export async function upstreamFailure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

export interface FetchTestUpstream {
  origin: string;
  port: number;
  /** Each request's path and User-Agent, in order. */
  requests: { path: string; userAgent: string | undefined }[];
  /** Paths whose answer the client closed before it was whole. */
  closedEarly: string[];
  /** Connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** Starts the upstream on 127.0.0.1, port 0. */
export async function startFetchTestUpstream(): Promise<FetchTestUpstream> {
  const requests: FetchTestUpstream['requests'] = [];
  const closedEarly: string[] = [];
  let connections = 0;
  const answeredOn = new WeakMap<Socket, number>();
  const server: Server = createServer((req, res) => {
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
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    closedEarly,
    connections: () => connections,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A stream's bytes, once it has ended. */
export async function readToEnd(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

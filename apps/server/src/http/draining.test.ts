import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, registerDraining, type Draining } from './draining.js';

const silent = { warn: () => undefined } as never;

/** A server with a call that answers after `ms`, as a slow request in flight would. */
async function serverWithSlowCall(): Promise<{
  app: FastifyInstance;
  draining: Draining;
  url: string;
}> {
  const app = Fastify({ return503OnClosing: false });
  const draining = registerDraining(app);
  app.get('/slow', async (req) => {
    const { ms } = req.query as { ms: string };
    await new Promise((done) => setTimeout(done, Number(ms)));
    return { done: true };
  });
  app.get('/ready', (_req, reply) => reply.code(draining.active ? 503 : 200).send({}));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, draining, url: `http://127.0.0.1:${port}` };
}

/** A GET on a keep-alive connection: its status, its Connection header, or the error. */
function get(url: string): Promise<{ status: number; connection: string | undefined } | Error> {
  return new Promise((resolve) => {
    const req = request(url, { agent: keepAlive }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    });
    req.on('error', resolve);
    req.end();
  });
}

const keepAlive = new Agent({ keepAlive: true });

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('closeGracefully', () => {
  it('lets a request in flight finish, closing its connection, and takes no new one', async () => {
    const { app, draining, url } = await serverWithSlowCall();
    open = app;
    expect(await get(`${url}/ready`)).toEqual({ status: 200, connection: 'keep-alive' });
    const inFlight = get(`${url}/slow?ms=300`);
    await new Promise((done) => setTimeout(done, 50));
    const closing = closeGracefully(app, draining, { graceMs: 5_000, log: silent });
    expect(draining.active).toBe(true);
    await new Promise((done) => setTimeout(done, 20));
    const refused = await get(`${url}/ready`);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    expect(await inFlight).toEqual({ status: 200, connection: 'close' });
    expect(await closing).toEqual({ cut: false });
  });

  it('for SHUTDOWN_DELAY_MS still answers, closing each connection, with readiness 503', async () => {
    const { app, draining, url } = await serverWithSlowCall();
    open = app;
    const closing = closeGracefully(app, draining, { delayMs: 300, graceMs: 5_000, log: silent });
    await new Promise((done) => setTimeout(done, 50));
    expect(await get(`${url}/ready`)).toEqual({ status: 503, connection: 'close' });
    expect(await get(`${url}/slow?ms=0`)).toEqual({ status: 200, connection: 'close' });
    await closing;
    const refused = await get(`${url}/ready`);
    expect((refused as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('cuts what is still running once SHUTDOWN_GRACE_MS has passed', async () => {
    const { app, draining, url } = await serverWithSlowCall();
    open = app;
    const inFlight = get(`${url}/slow?ms=5000`);
    await new Promise((done) => setTimeout(done, 50));
    const started = Date.now();
    expect(await closeGracefully(app, draining, { graceMs: 200, log: silent })).toEqual({
      cut: true,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toBeInstanceOf(Error);
  });
});

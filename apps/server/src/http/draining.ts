import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Whether the server still takes work, and the switch that starts its drain. */
export interface Draining {
  readonly active: boolean;
  start(): void;
}

/**
 * Once the drain starts, every answer asks the client to close its connection, so a
 * keep-alive client's next request opens a new one, which a load balancer sends elsewhere.
 */
export function registerDraining(app: FastifyInstance): Draining {
  let active = false;
  // At sending, not on arrival: a request already in flight when the drain starts closes too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (active) void reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  };
}

/**
 * Stops a server without losing a request: readiness turns false first (`draining`); for
 * `delayMs` the server still serves, closing each connection after its answer, so that a load
 * balancer sees the 503 and lets go of its kept-alive connections; then it stops accepting
 * connections, and requests and socket events in flight may finish within `graceMs`; after
 * that, the connections left are cut. Whether any had to be cut.
 */
export async function closeGracefully(
  app: FastifyInstance,
  draining: Draining,
  { delayMs = 0, graceMs, log }: { delayMs?: number; graceMs: number; log: FastifyBaseLogger },
): Promise<{ cut: boolean }> {
  draining.start();
  if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    log.warn(`requests still running after SHUTDOWN_GRACE_MS (${graceMs} ms) were cut`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return { cut };
}

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
 * Stops a server without losing a request: readiness turns false first (`draining`), the
 * server stops accepting connections, and requests and socket events in flight may finish
 * within `graceMs`; after that, the connections left are cut. Whether any had to be cut.
 */
export async function closeGracefully(
  app: FastifyInstance,
  draining: Draining,
  { graceMs, log }: { graceMs: number; log: FastifyBaseLogger },
): Promise<{ cut: boolean }> {
  draining.start();
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

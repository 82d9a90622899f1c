import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a call starts and answers without waiting for, when waiting would tell something by
 * its time (whether an address has an account), and which a stop still lets finish.
 */
export interface AfterAnswer {
  /** Starts `work`; a failure is logged as `what` failing. */
  run(what: string, work: () => Promise<unknown>): void;
  /** Resolves once everything started so far has finished. */
  settled(): Promise<void>;
}

export function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, work) {
      const done = work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
      running.add(done);
      void done.finally(() => running.delete(done));
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

import type { RefundLog } from './refund-outbox.js';

/** How often the retrier looks for refunds that are due. */
export const REFUND_PASS_INTERVAL_MS = 30_000;
/** After passes that fail (the database is down), the wait doubles up to this. */
export const REFUND_PASS_MAX_INTERVAL_MS = 10 * 60_000;

/** The wait before the next pass, after `failures` passes in a row failed. */
export function nextPassDelayMs(failures: number, intervalMs = REFUND_PASS_INTERVAL_MS): number {
  return Math.min(intervalMs * 2 ** Math.min(failures, 30), REFUND_PASS_MAX_INTERVAL_MS);
}

/**
 * Runs `pass` (sweep abandoned rentals, retry due refunds) at start and then every interval,
 * in the background: one pass at a time, a failed pass logged and retried later with a longer
 * wait. `stop` ends the loop and waits for a pass under way, so the database can then close.
 */
export function createRefundRetrier(
  pass: () => Promise<unknown>,
  options: { log: RefundLog; intervalMs?: number },
) {
  const { log, intervalMs = REFUND_PASS_INTERVAL_MS } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let failures = 0;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void runPass(), nextPassDelayMs(failures, intervalMs));
    // The loop never keeps the process alive on its own.
    timer.unref();
  }

  function runPass(): Promise<void> {
    timer = undefined;
    // A pass that throws at once is a failed pass like any other.
    running = new Promise((resolve) => resolve(pass())).then(
      () => {
        failures = 0;
      },
      (error: unknown) => {
        failures++;
        log.error({ err: error, failures }, 'the refund retrier pass failed; it will run again');
      },
    );
    return running.finally(() => {
      running = undefined;
      schedule();
    });
  }

  return {
    /** Starts the loop with a pass now; a second start does nothing. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      void runPass();
    },

    /** Ends the loop; resolves once no pass is under way. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type RefundRetrier = ReturnType<typeof createRefundRetrier>;

import type { FastifyBaseLogger } from 'fastify';
import type { Dashboard } from '@marquee/contract';

/** How often the figures are read while operators watch them: at most one push per period. */
export const DASHBOARD_PUSH_MS = 2_000;

/**
 * Tells operators' sockets when the dashboard changed: while at least one operator socket is
 * connected to this instance, the figures are read every `everyMs` and `changed` is called
 * when they differ from the last read (the moment they were read aside). With no operator
 * connected nothing is read; the first read once one is there calls `changed` too, since what
 * changed between that console's own read and this one would otherwise go untold.
 */
export function createDashboardPush(deps: {
  read: () => Promise<Dashboard>;
  watchers: () => number;
  changed: () => void;
  log: Pick<FastifyBaseLogger, 'warn'>;
  everyMs?: number;
}) {
  let last: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> = Promise.resolve();

  async function check(): Promise<void> {
    if (deps.watchers() === 0) {
      last = undefined;
      return;
    }
    // The moment of reading changes every time: it is left out of the comparison.
    const now = JSON.stringify({ ...(await deps.read()), at: '' });
    if (now !== last) deps.changed();
    last = now;
  }

  return {
    start() {
      timer = setInterval(() => {
        reading = reading
          .then(check)
          .catch((error: Error) => deps.log.warn(`dashboard could not be read: ${error.message}`));
      }, deps.everyMs ?? DASHBOARD_PUSH_MS);
      timer.unref();
    },
    /** One check now (tests; the timer runs one every period). */
    check: () => (reading = reading.then(check)),
    async stop() {
      clearInterval(timer);
      await reading.catch(() => {});
    },
  };
}

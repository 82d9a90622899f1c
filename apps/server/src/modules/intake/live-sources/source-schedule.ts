import type { FastifyBaseLogger } from 'fastify';
import { HOUR, MINUTE, type Clock } from '../../../clock.js';
import type { Leases } from '../../../cluster/index.js';
import type { LiveSourcesRepository } from './live-sources-repository.js';
import type { SourceImports } from './source-import.js';

/** How often the schedule looks for sources due. */
export const SCHEDULE_EVERY_MS = MINUTE;
const LEASE = 'live-sources-schedule';

/**
 * The sources' scheduled refreshes. One instance at a time runs them (the schedule's lease,
 * cluster/leases.ts), and each source's run is claimed in the database first (its next time
 * moved on), so that a run is never made twice even when a lease changes hands.
 */
export function createSourceSchedule(deps: {
  sources: LiveSourcesRepository;
  imports: SourceImports;
  leases: Leases;
  now: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { sources, imports, leases, now, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** Imports the sources due now; how many ran. */
  async function runDue(): Promise<number> {
    if (!(await leases.hold(LEASE, 2 * SCHEDULE_EVERY_MS))) return 0;
    let ran = 0;
    const at = now();
    for (const due of await sources.due(at)) {
      const next = new Date(at.getTime() + (due.refreshHours ?? 24) * HOUR);
      if (!(await sources.claimDue(due.id, at, next))) continue;
      const source = await sources.byId(due.id);
      if (!source) continue;
      await imports.run(source, 'schedule');
      ran += 1;
    }
    return ran;
  }

  const tick = () => {
    running ??= runDue()
      .catch((error: Error) => {
        log.warn(`scheduled source imports failed: ${error.message}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    runDue: tick,
    start() {
      timer = setInterval(() => void tick(), SCHEDULE_EVERY_MS).unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
      await leases.release(LEASE);
    },
  };
}

export type SourceSchedule = ReturnType<typeof createSourceSchedule>;

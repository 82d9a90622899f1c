import { asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HOUR, MINUTE, type Clock } from '../../../clock.js';
import type { Db } from '../../../db/client.js';
import { refundOutbox } from '../../../db/schema.js';
import type { PaymentGateway } from './payment-gateway.js';

export type RefundLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The first retry of a refund waits this long; each further one twice as long as the last. */
export const REFUND_RETRY_BASE_MS = 30_000;
/** No refund waits longer than this between tries: it is retried for as long as it fails. */
export const REFUND_RETRY_MAX_MS = HOUR;
/**
 * How long a retrier holds an entry it is refunding: another retrier (another instance) leaves
 * it alone meanwhile, and after a crash it is due again once this has passed.
 */
export const REFUND_LEASE_MS = 5 * MINUTE;
/** Entries one pass refunds at most; the rest wait for the next pass. */
const REFUNDS_PER_PASS = 20;

/** How long a refund waits after its `attempts`-th failed try (1, 2, ...). */
export function refundRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  return Math.min(REFUND_RETRY_BASE_MS * 2 ** Math.min(doublings, 30), REFUND_RETRY_MAX_MS);
}

/** A charge to give back. */
export interface QueuedRefund {
  chargeId: string;
  reason: string;
  /** Tries made before it was queued (a refund tried at once and failed: 1). */
  attempts?: number;
  lastError?: string;
}

type Executor = Pick<Db, 'insert'>;

/** The error's message, short enough for a column and a log line. */
const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Writes a refund into the outbox with `executor` (a transaction that also removes what the
 * charge was for, say). A charge already queued is left as it is.
 */
export async function queueRefund(executor: Executor, refund: QueuedRefund, at: Date) {
  const attempts = refund.attempts ?? 0;
  await executor
    .insert(refundOutbox)
    .values({
      chargeId: refund.chargeId,
      reason: refund.reason,
      attempts,
      nextAttemptAt: new Date(at.getTime() + (attempts === 0 ? 0 : refundRetryDelayMs(attempts))),
      lastError: refund.lastError ?? null,
    })
    .onConflictDoNothing({ target: refundOutbox.chargeId });
}

/**
 * The refunds still owed: `queue` keeps one, `retryDue` tries those whose time has come and
 * removes each the gateway takes. Nothing is dropped: a refund that cannot even be written (the
 * database is down) is kept in memory and written by the next pass.
 */
export function createRefundOutbox(deps: {
  db: Db;
  gateway: Pick<PaymentGateway, 'refund'>;
  now: Clock;
  log: RefundLog;
}) {
  const { db, gateway, now, log } = deps;
  const unsaved = new Map<string, QueuedRefund>();

  async function write(refund: QueuedRefund): Promise<boolean> {
    try {
      await queueRefund(db, refund, now());
      unsaved.delete(refund.chargeId);
      return true;
    } catch (error) {
      unsaved.set(refund.chargeId, refund);
      log.error(
        { err: error, chargeId: refund.chargeId },
        'a refund could not be written to the outbox; kept in memory until it can',
      );
      return false;
    }
  }

  /** Takes the due entries, moving their next try past the lease so no one else takes them. */
  function takeDue(at: Date) {
    const due = db
      .select({ id: refundOutbox.id })
      .from(refundOutbox)
      .where(lte(refundOutbox.nextAttemptAt, at))
      .orderBy(asc(refundOutbox.nextAttemptAt))
      .limit(REFUNDS_PER_PASS)
      .for('update', { skipLocked: true });
    return db
      .update(refundOutbox)
      .set({ nextAttemptAt: new Date(at.getTime() + REFUND_LEASE_MS) })
      .where(inArray(refundOutbox.id, due))
      .returning();
  }

  return {
    /** Keeps a refund to try later; never fails. */
    async queue(refund: QueuedRefund): Promise<void> {
      await write(refund);
    },

    /** Tries every refund whose time has come; how many the gateway took. */
    async retryDue(): Promise<number> {
      for (const refund of [...unsaved.values()]) await write(refund);
      let refunded = 0;
      for (const entry of await takeDue(now())) {
        try {
          await gateway.refund(entry.chargeId);
        } catch (error) {
          const attempts = entry.attempts + 1;
          const delay = refundRetryDelayMs(attempts);
          log.warn(
            { err: error, chargeId: entry.chargeId, attempts, retryInMs: delay },
            'a queued refund failed again; it will be retried',
          );
          await db
            .update(refundOutbox)
            .set({
              attempts,
              nextAttemptAt: new Date(now().getTime() + delay),
              lastError: describe(error),
            })
            .where(eq(refundOutbox.id, entry.id));
          continue;
        }
        await db.delete(refundOutbox).where(eq(refundOutbox.id, entry.id));
        log.info(
          { chargeId: entry.chargeId, reason: entry.reason },
          'a queued refund went through',
        );
        refunded++;
      }
      return refunded;
    },

    /** The refunds still owed, oldest first (for tests and operators). */
    owed() {
      return db.select().from(refundOutbox).orderBy(asc(refundOutbox.id));
    },

    /** How many refunds wait in memory for the database. */
    get unsavedCount(): number {
      return unsaved.size;
    },
  };
}

export type RefundOutbox = ReturnType<typeof createRefundOutbox>;

import { MINUTE } from '../../../clock.js';

/**
 * A rental pending for longer than this was left by a call that crashed or hung: it is swept
 * (and its recorded charge refunded through the outbox), so it never blocks the account. A
 * gateway answers in seconds; a charge that comes back later still finds its rental gone and
 * is given back.
 */
export const PENDING_RENTAL_ABANDONED_AFTER_MS = 5 * MINUTE;

/** How long a rent call waits for a pending rental another instance is charging. */
export const PENDING_RENTAL_WAIT_MS = 30_000;

/** The first pause between looks at another instance's pending rental; it doubles up to 1 s. */
export const PENDING_RENTAL_POLL_MS = 50;

/** Rentals pending since before this time are abandoned at `at`. */
export function abandonedBefore(at: Date): Date {
  return new Date(at.getTime() - PENDING_RENTAL_ABANDONED_AFTER_MS);
}

/** Whether a rental still pending at `at` was abandoned by its call. */
export function isAbandonedPending(rental: { status: string; startsAt: Date }, at: Date): boolean {
  return rental.status === 'pending' && rental.startsAt < abandonedBefore(at);
}

import { type Clock, DAY, HOUR } from '../../../clock.js';
import type { RequestCounterRepository } from './request-counter-repository.js';
import { hashToken } from './tokens.js';

/** How many requests a key may make in a window of time. */
export interface RequestPolicy {
  maxRequests: number;
  windowMs: number;
}

/**
 * Registrations per e-mail address: a person retrying after a declined card or a typo needs a
 * few; more is someone else trying the address, or cards.
 */
export const REGISTRATIONS_PER_EMAIL: RequestPolicy = { maxRequests: 5, windowMs: HOUR };

/** Registrations per client address: room for a household or an office behind one address. */
export const REGISTRATIONS_PER_ADDRESS: RequestPolicy = { maxRequests: 20, windowMs: HOUR };

/** Password-reset requests per e-mail address, so the form cannot flood a mailbox. */
export const RESET_REQUESTS_PER_EMAIL: RequestPolicy = { maxRequests: 5, windowMs: HOUR };

/** Password-reset requests per client address, so one client cannot try address after address. */
export const RESET_REQUESTS_PER_ADDRESS: RequestPolicy = { maxRequests: 20, windowMs: HOUR };

/**
 * Seconds until the window that started at `windowStartedAt` ends, when this request (the
 * `requests`-th of the window) is over the policy's allowance; 0 while it is within it.
 */
export function secondsOverLimit(
  requests: number,
  windowStartedAt: Date,
  at: Date,
  policy: RequestPolicy,
): number {
  if (requests <= policy.maxRequests) return 0;
  const left = windowStartedAt.getTime() + policy.windowMs - at.getTime();
  return Math.max(1, Math.ceil(left / 1000));
}

/** A wait in whole minutes, rounded up, for messages that speak of minutes. */
export function minutesOf(seconds: number): number {
  return Math.ceil(seconds / 60);
}

/** One limit a request counts against: its scope, its key (e-mail, address) and policy. */
export interface RequestLimit {
  scope: string;
  key: string;
  policy: RequestPolicy;
}

// Every so many requests, counters whose window started a day ago are deleted.
const PRUNE_EVERY = 200;

/**
 * Fixed windows of requests per scope and key. Every request counts, refused ones too, so a
 * client that keeps trying does not gain by it; a refused request does not move the window.
 * Keys are stored hashed, so the table holds no e-mail address or IP address.
 */
export function createRequestLimiter(counters: RequestCounterRepository, now: Clock) {
  let requestsSincePrune = 0;

  return {
    /** Counts a request against every limit; answers the seconds to wait, or 0 to go on. */
    async count(limits: readonly RequestLimit[]): Promise<number> {
      const at = now();
      const waits = await Promise.all(
        limits.map(async ({ scope, key, policy }) => {
          const { requests, windowStartedAt } = await counters.count(
            scope,
            hashToken(key),
            at,
            new Date(at.getTime() - policy.windowMs),
          );
          return secondsOverLimit(requests, windowStartedAt, at, policy);
        }),
      );
      requestsSincePrune += 1;
      if (requestsSincePrune >= PRUNE_EVERY) {
        requestsSincePrune = 0;
        await counters.prune(new Date(at.getTime() - DAY));
      }
      return Math.max(0, ...waits);
    },
  };
}

export type RequestLimiter = ReturnType<typeof createRequestLimiter>;

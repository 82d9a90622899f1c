import { createHash } from 'node:crypto';
import { type Clock, DAY, MINUTE } from '../../../clock.js';
import type { AttemptRepository } from './attempt-repository.js';

/** How many failures a key may have, and how long it waits once it has had them. */
export interface AttemptPolicy {
  /** Failures allowed before the first wait. */
  maxFailures: number;
  /** The count starts again after this long with no failure and no wait. */
  quietMs: number;
  /** The first wait; each further failure doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
}

const SECOND = 1000;

/** Failed logins per e-mail or username. */
export const LOGIN_PER_IDENTIFIER: AttemptPolicy = {
  maxFailures: 5,
  quietMs: 15 * MINUTE,
  firstWaitMs: 30 * SECOND,
  maxWaitMs: 15 * MINUTE,
};

/** Failed logins per client address: looser, as one address may hold many people. */
export const LOGIN_PER_ADDRESS: AttemptPolicy = { ...LOGIN_PER_IDENTIFIER, maxFailures: 20 };

/** Wrong PINs per account and PIN type. */
export const PIN_CHECKS: AttemptPolicy = LOGIN_PER_IDENTIFIER;

/** The wait after `failures` failures, in milliseconds; 0 while under the limit. */
export function waitAfter(failures: number, policy: AttemptPolicy): number {
  if (failures < policy.maxFailures) return 0;
  const doublings = Math.min(failures - policy.maxFailures, 30);
  return Math.min(policy.firstWaitMs * 2 ** doublings, policy.maxWaitMs);
}

// Every so many failures, counters idle for a day are deleted, so the table stays small.
const PRUNE_EVERY = 200;

/**
 * Progressive waits after repeated failures, per scope and key. Keys are stored hashed, so
 * the table holds no e-mail address or IP address.
 */
export function createAttemptLimiter(attempts: AttemptRepository, now: Clock) {
  let failuresSincePrune = 0;
  const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

  return {
    /** Seconds left to wait before `key` may try again, or 0. */
    async secondsToWait(scope: string, key: string): Promise<number> {
      const row = await attempts.find(scope, hashKey(key));
      const left = (row?.lockedUntil?.getTime() ?? 0) - now().getTime();
      return left > 0 ? Math.ceil(left / SECOND) : 0;
    },

    /** Counts a failure; answers the seconds to wait from now on, or 0. */
    async fail(scope: string, key: string, policy: AttemptPolicy): Promise<number> {
      const at = now();
      const keyHash = hashKey(key);
      const failures = await attempts.recordFailure(
        scope,
        keyHash,
        at,
        new Date(at.getTime() - policy.quietMs),
      );
      if (++failuresSincePrune >= PRUNE_EVERY) {
        failuresSincePrune = 0;
        await attempts.prune(new Date(at.getTime() - DAY));
      }
      const wait = waitAfter(failures, policy);
      if (wait === 0) return 0;
      await attempts.lock(scope, keyHash, new Date(at.getTime() + wait));
      return Math.ceil(wait / SECOND);
    },

    async reset(scope: string, key: string): Promise<void> {
      await attempts.clear(scope, hashKey(key));
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/** The scopes one kind of login counts its failures under: per identifier, per address. */
export interface LoginScopes {
  identifier: string;
  address: string;
}

/**
 * Failed logins of one kind (subscribers', operators'), counted per identifier key and per
 * client address: a lock on either refuses the login.
 */
export function createLoginLimits(limiter: AttemptLimiter, scopes: LoginScopes) {
  return {
    /** Waits owed by this identifier or this address, in seconds (the longer one). */
    async secondsToWait(identifierKey: string, address: string): Promise<number> {
      const [byIdentifier, byAddress] = await Promise.all([
        limiter.secondsToWait(scopes.identifier, identifierKey),
        limiter.secondsToWait(scopes.address, address),
      ]);
      return Math.max(byIdentifier, byAddress);
    },

    async fail(identifierKey: string, address: string): Promise<void> {
      await Promise.all([
        limiter.fail(scopes.identifier, identifierKey, LOGIN_PER_IDENTIFIER),
        limiter.fail(scopes.address, address, LOGIN_PER_ADDRESS),
      ]);
    },

    /** A successful login: the identifier's count starts again (the address's goes on). */
    async succeed(identifierKey: string): Promise<void> {
      await limiter.reset(scopes.identifier, identifierKey);
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;

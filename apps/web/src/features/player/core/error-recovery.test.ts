import { describe, expect, it } from 'vitest';
import {
  MAX_NETWORK_RESTARTS,
  NO_RECOVERY_ATTEMPTS,
  recoverFromFatalError,
  restartDelayMs,
  type RecoveryAction,
  type RecoveryAttempts,
} from './error-recovery';

function actionsFor(kind: 'network' | 'media' | 'other', times: number, started = true) {
  let attempts: RecoveryAttempts = NO_RECOVERY_ATTEMPTS;
  const actions: RecoveryAction[] = [];
  for (let i = 0; i < times; i++) {
    const next = recoverFromFatalError(kind, attempts, started);
    actions.push(next.action);
    attempts = next.attempts;
  }
  return actions;
}

describe('recoverFromFatalError', () => {
  it('restarts loading after a network error, then gives up after 6 restarts', () => {
    expect(MAX_NETWORK_RESTARTS).toBe(6);
    expect(actionsFor('network', 7)).toEqual([...Array(6).fill('restartLoad'), 'giveUp']);
  });

  it('gives up sooner on a stream that never played: it cannot be loaded', () => {
    expect(actionsFor('network', 3, false)).toEqual(['restartLoad', 'restartLoad', 'giveUp']);
  });

  it('recovers a media error, then swaps the audio codec and recovers, then gives up', () => {
    expect(actionsFor('media', 3)).toEqual(['recoverMedia', 'swapCodecAndRecover', 'giveUp']);
  });

  it('gives up on other fatal errors (such as an unsupported key system)', () => {
    expect(actionsFor('other', 1)).toEqual(['giveUp']);
  });

  it('counts network and media attempts apart', () => {
    const afterNetwork = recoverFromFatalError('network', NO_RECOVERY_ATTEMPTS, true).attempts;
    expect(recoverFromFatalError('media', afterNetwork, true).action).toBe('recoverMedia');
  });
});

describe('restartDelayMs', () => {
  it('waits 1 s, doubling up to 8 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

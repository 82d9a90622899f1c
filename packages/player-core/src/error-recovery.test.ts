import { describe, expect, it } from 'vitest';
import {
  MAX_NETWORK_RESTARTS,
  fatalErrorKind,
  isExpiredMediaUrl,
  isRefusedKey,
  NO_RECOVERY_ATTEMPTS,
  recoverFromFatalError,
  restartDelayMs,
  type FatalErrorKind,
  type RecoveryAction,
  type RecoveryAttempts,
} from './error-recovery';

function actionsFor(kind: FatalErrorKind, times: number, started = true) {
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

  it('loads the source again when the playlist did not load, twice, then gives up', () => {
    expect(actionsFor('manifest', 3, true)).toEqual(['reloadSource', 'reloadSource', 'giveUp']);
  });

  it('counts network and media attempts apart', () => {
    const afterNetwork = recoverFromFatalError('network', NO_RECOVERY_ATTEMPTS, true).attempts;
    expect(recoverFromFatalError('media', afterNetwork, true).action).toBe('recoverMedia');
  });
});

describe('fatalErrorKind', () => {
  it('tells a playlist that did not load from one that is not a playlist', () => {
    expect(fatalErrorKind('networkError', 'manifestLoadError')).toBe('manifest');
    expect(fatalErrorKind('networkError', 'manifestLoadTimeOut')).toBe('manifest');
    expect(fatalErrorKind('networkError', 'manifestParsingError')).toBe('other');
    expect(fatalErrorKind('mediaError', 'manifestIncompatibleCodecsError')).toBe('other');
  });

  it('keeps segment and key errors as network errors and buffer errors as media errors', () => {
    expect(fatalErrorKind('networkError', 'fragLoadError')).toBe('network');
    expect(fatalErrorKind('networkError', 'keyLoadError')).toBe('network');
    expect(fatalErrorKind('mediaError', 'bufferStalledError')).toBe('media');
    expect(fatalErrorKind('keySystemError', 'keySystemNoKeys')).toBe('other');
  });
});

describe('restartDelayMs', () => {
  it('waits 1 s, doubling up to 8 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe('isRefusedKey', () => {
  it('takes a key answered 401, 403 or 404 as one that will never come', () => {
    for (const status of [401, 403, 404]) expect(isRefusedKey('keyLoadError', status)).toBe(true);
  });

  it('leaves a key that timed out, failed on the server or was asked for later to retries', () => {
    for (const status of [408, 429, 500, 503])
      expect(isRefusedKey('keyLoadError', status)).toBe(false);
    expect(isRefusedKey('keyLoadError', undefined)).toBe(false);
    expect(isRefusedKey('keyLoadTimeOut', 403)).toBe(false);
  });

  it('is about keys only: a segment answered 404 is retried', () => {
    expect(isRefusedKey('fragLoadError', 404)).toBe(false);
  });
});

describe('isExpiredMediaUrl', () => {
  it('is a 403 on a playlist, a segment or a key', () => {
    for (const details of [
      'manifestLoadError',
      'levelLoadError',
      'audioTrackLoadError',
      'subtitleTrackLoadError',
      'fragLoadError',
      'keyLoadError',
    ]) {
      expect(isExpiredMediaUrl(details, 403)).toBe(true);
    }
  });

  it('is not another status, nor a 403 that is not a load', () => {
    expect(isExpiredMediaUrl('fragLoadError', 404)).toBe(false);
    expect(isExpiredMediaUrl('fragLoadError', 401)).toBe(false);
    expect(isExpiredMediaUrl('fragLoadError', undefined)).toBe(false);
    expect(isExpiredMediaUrl('bufferAppendError', 403)).toBe(false);
  });
});

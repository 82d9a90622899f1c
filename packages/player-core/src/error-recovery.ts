/**
 * What to do with a fatal hls.js error, as hls.js documents it: a network error restarts
 * loading, a media error is recovered, a second one swaps the audio codec and recovers again,
 * anything else (or an error that keeps coming back) is fatal.
 */
export type RecoveryAction =
  'restartLoad' | 'reloadSource' | 'recoverMedia' | 'swapCodecAndRecover' | 'giveUp';

/**
 * 'manifest': the playlist itself did not load, so there is nothing for startLoad to resume
 * and the source is loaded again. A playlist that loaded but is not one ('other') never will be.
 */
export type FatalErrorKind = 'network' | 'manifest' | 'media' | 'other';

/** The kind of a fatal hls.js error from its `type` and `details` (hls.js's string values). */
export function fatalErrorKind(type: string, details: string): FatalErrorKind {
  if (details === 'manifestLoadError' || details === 'manifestLoadTimeOut') return 'manifest';
  // Garbage for a playlist, or codecs nothing here plays: no retry helps.
  if (details === 'manifestParsingError' || details === 'manifestIncompatibleCodecsError') {
    return 'other';
  }
  if (type === 'networkError') return 'network';
  if (type === 'mediaError') return 'media';
  return 'other';
}

/**
 * A decryption key answered with a client error (401, 403, 404...) will not come on a retry,
 * and nothing it encrypts can play. hls.js reports such an answer as a non-fatal error and
 * keeps asking for about 30 s, so the player treats it as fatal at once. 408 and 429 say
 * "later" and are left to hls.js's retries.
 */
export function isRefusedKey(details: string, status: number | undefined): boolean {
  if (details !== 'keyLoadError' || status === undefined) return false;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** hls.js's details for a playlist, a segment or a key that did not load. */
const MEDIA_LOAD_ERRORS = new Set([
  'manifestLoadError',
  'levelLoadError',
  'audioTrackLoadError',
  'subtitleTrackLoadError',
  'fragLoadError',
  'keyLoadError',
]);

/**
 * A playlist, segment or key refused with 403: the signed media address has expired, or is not
 * valid here (`{"error":"media_token_expired"}` or `media_token_invalid`). The same address
 * never plays again; a new one from the stream call does.
 */
export function isExpiredMediaUrl(details: string, status: number | undefined): boolean {
  return status === 403 && MEDIA_LOAD_ERRORS.has(details);
}

/** Attempts since the last fragment that reached the buffer. */
export interface RecoveryAttempts {
  network: number;
  media: number;
}

export const NO_RECOVERY_ATTEMPTS: RecoveryAttempts = { network: 0, media: 0 };

/**
 * Network restarts before giving up. With the back-off below they span about 30 s, so a
 * connection lost for a few seconds comes back without a reload.
 */
export const MAX_NETWORK_RESTARTS = 6;
/** Before the first frame, a stream that keeps failing to load is one that cannot play. */
export const MAX_NETWORK_RESTARTS_BEFORE_START = 2;
export const MAX_MEDIA_RECOVERIES = 2;

const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 8000;

/** The next step for a fatal error and the attempts counted after it. */
export function recoverFromFatalError(
  kind: FatalErrorKind,
  attempts: RecoveryAttempts,
  started: boolean,
): { action: RecoveryAction; attempts: RecoveryAttempts } {
  if (kind === 'network' || kind === 'manifest') {
    const limit =
      started && kind === 'network' ? MAX_NETWORK_RESTARTS : MAX_NETWORK_RESTARTS_BEFORE_START;
    if (attempts.network >= limit) return { action: 'giveUp', attempts };
    const action = kind === 'network' ? 'restartLoad' : 'reloadSource';
    return { action, attempts: { ...attempts, network: attempts.network + 1 } };
  }
  if (kind === 'media') {
    if (attempts.media >= MAX_MEDIA_RECOVERIES) return { action: 'giveUp', attempts };
    const action = attempts.media === 0 ? 'recoverMedia' : 'swapCodecAndRecover';
    return { action, attempts: { ...attempts, media: attempts.media + 1 } };
  }
  return { action: 'giveUp', attempts };
}

/** How long to wait before the n-th network restart (1-based): 1 s, doubling, at most 8 s. */
export function restartDelayMs(restart: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, restart - 1));
}

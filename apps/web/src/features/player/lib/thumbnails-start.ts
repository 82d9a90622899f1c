/**
 * Where a channel stream's thumbnails start on the wall clock: their cue time 0 is the start
 * of the first segment the stream listed (`channelStreamSchema.thumbnails_url`). That is where
 * the player's list starts once the stream is loaded, and it stays there though the list's
 * front slides on later (a time-shifted stream drops what is 15 minutes behind).
 */
export interface ThumbnailsStart {
  /** The stream it belongs to (its URL). */
  stream: string | null;
  /** Epoch ms; null until the stream's list is known. */
  start: number | null;
  /** The player has dropped the previous stream since `stream` came, so what it lists is ours. */
  cleared: boolean;
}

export const NO_THUMBNAILS_START: ThumbnailsStart = { stream: null, start: null, cleared: true };

/**
 * The next state for the stream playing and where the player's list now starts (null while
 * nothing is listed). A new stream forgets the start, and what is listed the moment it comes
 * may still be the previous stream's: only a list that begins after the player emptied it
 * (a load starts empty) is taken, and the first one is kept.
 */
export function nextThumbnailsStart(
  kept: ThumbnailsStart,
  stream: string | null,
  listedStart: number | null,
): ThumbnailsStart {
  if (kept.stream !== stream) return { stream, start: null, cleared: listedStart === null };
  if (!kept.cleared) return listedStart === null ? { ...kept, cleared: true } : kept;
  if (kept.start !== null || listedStart === null) return kept;
  return { ...kept, start: listedStart };
}

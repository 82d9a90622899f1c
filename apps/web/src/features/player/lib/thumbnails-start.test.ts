import { describe, expect, it } from 'vitest';
import { NO_THUMBNAILS_START, nextThumbnailsStart } from './thumbnails-start';

const steps = (...seen: Array<[string | null, number | null]>) =>
  seen.reduce(
    (kept, [stream, listed]) => nextThumbnailsStart(kept, stream, listed),
    NO_THUMBNAILS_START,
  ).start;

describe('nextThumbnailsStart', () => {
  it('takes where the first list of a stream starts and keeps it as the front slides on', () => {
    expect(steps(['a', null], ['a', 1_000], ['a', 61_000], ['a', 900_000])).toBe(1_000);
  });

  it('ignores the previous stream’s list until the player has emptied it', () => {
    // The new stream's URL comes while the old list (from 1 000) is still shown.
    expect(steps(['a', null], ['a', 1_000], ['b', 1_000], ['b', 1_000])).toBeNull();
    expect(steps(['a', null], ['a', 1_000], ['b', 1_000], ['b', null], ['b', 5_000])).toBe(5_000);
    // The same start again, as a new stream from the same segment lists it.
    expect(steps(['a', null], ['a', 1_000], ['b', 1_000], ['b', null], ['b', 1_000])).toBe(1_000);
  });

  it('has no start without a stream or before anything is listed', () => {
    expect(steps([null, null])).toBeNull();
    expect(steps(['a', null])).toBeNull();
  });
});

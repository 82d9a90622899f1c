import { channelTitle, nameKey } from '../live-import/index.js';

/** Below this likeness no channel is suggested: better none than a wrong one. */
export const SUGGESTION_THRESHOLD = 0.6;

const bigrams = (key: string): Map<string, number> => {
  const compact = key.replace(/ /g, '');
  const counts = new Map<string, number>();
  for (let at = 0; at < compact.length - 1; at += 1) {
    const pair = compact.slice(at, at + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
};

/**
 * How alike two names are, from 0 to 1, compared as the importers compare them (nameKey, the
 * list's notes removed): 1 for the same key, else the Dice coefficient of their letter pairs.
 */
export function nameLikeness(a: string, b: string): number {
  const left = nameKey(channelTitle(a));
  const right = nameKey(channelTitle(b));
  if (left === '' || right === '') return 0;
  if (left === right) return 1;
  const x = bigrams(left);
  const y = bigrams(right);
  let shared = 0;
  let total = 0;
  for (const [pair, n] of x) {
    shared += Math.min(n, y.get(pair) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}

/** The channel whose title is most like one of the guide channel's names (or its id), if any is alike enough. */
export function suggestChannel<Channel extends { title: string }>(
  names: readonly string[],
  channels: readonly Channel[],
): Channel | null {
  let best: Channel | null = null;
  let bestScore = SUGGESTION_THRESHOLD;
  for (const channel of channels) {
    for (const name of names) {
      const score = nameLikeness(name, channel.title);
      if (score > bestScore || (score === 1 && best === null)) {
        best = channel;
        bestScore = score;
      }
    }
  }
  return best;
}

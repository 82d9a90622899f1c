// The ratings the ratings-under-load benchmark sends while lists are asked (ratings-under-load.bench.ts):
// BENCH_RATINGS_PER_SECOND from the demo accounts, and their figures and those of each phase.
import type { LoadResult } from './load-test';
import { median } from './statistics';
import { webHeaders } from './web-calls';

export const RATINGS_PER_SECOND = Number(process.env.BENCH_RATINGS_PER_SECOND ?? 10);

/** One rating to send: who, and the call (which title, how many stars). */
export interface Rating {
  token: string;
  film?: number;
  path: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const round = (ms: number) => Math.round(ms * 10) / 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the rating calls of a phase came to. */
export interface RatingFigures {
  sent: number;
  /** 200 "Item successfully rated". */
  rated: number;
  /** 409 "Item already rated": none, unless the pairs of account and title ran out. */
  alreadyRated: number;
  failed: number;
  perSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
}

/**
 * Sends the ratings `next` gives at RATINGS_PER_SECOND for `seconds`, each on its own schedule
 * (a slow answer does not delay the next one).
 */
export async function rateFor(
  baseUrl: string,
  next: () => Rating | undefined,
  seconds: number,
): Promise<RatingFigures> {
  const interval = 1000 / RATINGS_PER_SECOND;
  const started = performance.now();
  const latencies: number[] = [];
  const outcomes = { rated: 0, alreadyRated: 0, failed: 0 };
  const sent: Promise<void>[] = [];
  for (let index = 0; index * interval < seconds * 1000; index += 1) {
    const rating = next();
    if (!rating) break;
    const wait = started + index * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const at = performance.now();
    sent.push(
      fetch(`${baseUrl}${rating.path}`, { method: 'POST', headers: webHeaders(rating.token) })
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - at);
          if (response.status === 200) outcomes.rated += 1;
          else if (response.status === 409) outcomes.alreadyRated += 1;
          else outcomes.failed += 1;
        })
        .catch(() => {
          outcomes.failed += 1;
        }),
    );
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    sent: sent.length,
    ...outcomes,
    perSecond: round(sent.length / elapsed),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
  };
}

/** The rating calls of a phase's rounds, together. */
export function ratingTotals(rounds: RatingFigures[]) {
  const total = (of: (figures: RatingFigures) => number) =>
    rounds.reduce((sum, figures) => sum + of(figures), 0);
  const latencies = rounds.map((figures) => figures.latencyMs);
  return {
    sent: total((figures) => figures.sent),
    rated: total((figures) => figures.rated),
    alreadyRated: total((figures) => figures.alreadyRated),
    failed: total((figures) => figures.failed),
    perSecond: median(rounds.map((figures) => figures.perSecond)),
    latencyMs: {
      p50: median(latencies.map((latency) => latency.p50)),
      p99: median(latencies.map((latency) => latency.p99)),
      max: Math.max(...latencies.map((latency) => latency.max)),
    },
  };
}

/** A phase's figures over the rounds: medians, and each round's. */
export function phaseFigures(results: LoadResult[]) {
  const middle = (of: (result: LoadResult) => number) => median(results.map(of));
  return {
    requestsPerSecond: Math.round(middle((result) => result.requestsPerSecond)),
    p50Ms: middle((result) => result.latencyMs.p50),
    p90Ms: middle((result) => result.latencyMs.p90),
    p99Ms: middle((result) => result.latencyMs.p99),
    maxMs: Math.max(...results.map((result) => result.latencyMs.max)),
    rounds: results.map((result) => ({
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.latencyMs.p99,
    })),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

// The soak's figures by route (soak-traffic.ts): latencies, and each answer counted as a 2xx,
// an expected business answer or an error.

/** The routes of the mix, as counted. */
export type SoakRoute =
  | 'login'
  | 'configuration'
  | 'homeHighlighted'
  | 'homeContinueWatching'
  | 'homeRecommended'
  | 'homeTrending'
  | 'filmList'
  | 'search'
  | 'filmStream'
  | 'channelStream'
  | 'saveProgress'
  | 'rent'
  | 'guideTile'
  | 'addReminder'
  | 'deleteReminder';

/**
 * Non-2xx answers a route may give for the business's reasons, not the server's: a reminder of
 * a programme that started meanwhile (409), or one already set from another connection (409).
 */
const EXPECTED: Partial<Record<SoakRoute, readonly number[]>> = {
  addReminder: [409],
};

/** Figures of one route: answers, latency and what went wrong, by status. */
export interface RouteFigures {
  answers: number;
  ok: number;
  expected: number;
  errors: number;
  /** Non-2xx answers that are not expected, and failed requests ("network"), by status. */
  errorsByStatus: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export class Tally {
  private readonly latencies = new Map<SoakRoute, number[]>();
  private readonly outcomes = new Map<SoakRoute, { ok: number; expected: number }>();
  private readonly failures = new Map<SoakRoute, Record<string, number>>();
  /** A few bodies of the first errors, to say what they were. */
  readonly samples: string[] = [];

  record(route: SoakRoute, ms: number, status: number | 'network', body: string) {
    let list = this.latencies.get(route);
    if (!list) this.latencies.set(route, (list = []));
    list.push(ms);
    const outcome = this.outcomes.get(route) ?? { ok: 0, expected: 0 };
    this.outcomes.set(route, outcome);
    if (typeof status === 'number' && status >= 200 && status < 300) outcome.ok += 1;
    else if (typeof status === 'number' && EXPECTED[route]?.includes(status)) outcome.expected += 1;
    else {
      const byStatus = this.failures.get(route) ?? {};
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      this.failures.set(route, byStatus);
      if (this.samples.length < 10) this.samples.push(`${route} ${status} ${body.slice(0, 300)}`);
    }
  }

  figures(): Record<string, RouteFigures> {
    const result: Record<string, RouteFigures> = {};
    for (const [route, list] of [...this.latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
      const { ok, expected } = this.outcomes.get(route)!;
      const byStatus = this.failures.get(route) ?? {};
      result[route] = {
        answers: sorted.length,
        ok,
        expected,
        errors: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
        errorsByStatus: byStatus,
        p50Ms: round(at(0.5)),
        p99Ms: round(at(0.99)),
        maxMs: round(sorted.at(-1)!),
      };
    }
    return result;
  }
}

export const round = (ms: number) => Math.round(ms * 10) / 10;

import {
  api,
  ANALYTICS_BATCH_MAX,
  type AnalyticsEvent,
  type AnalyticsEventName,
} from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';

export type AnalyticsProperties = NonNullable<AnalyticsEvent['properties']>;

/** Where tracked events go. The default posts them to our own server; no third party. */
export type AnalyticsSink = (
  events: AnalyticsEvent[],
  options: { keepalive: boolean },
) => Promise<void>;

/** Events wait this long for company before they are sent together. */
export const ANALYTICS_FLUSH_DELAY_MS = 2000;

const serverSink: AnalyticsSink = async (events, { keepalive }) => {
  await apiRequest(api.analytics.track, { body: { events }, keepalive });
};

let sink: AnalyticsSink = serverSink;
let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is queued, in batches the server accepts. Failures are dropped, never shown. */
export function flushAnalytics({ keepalive = false } = {}): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const batch = queue.slice(0, ANALYTICS_BATCH_MAX);
    queue = queue.slice(ANALYTICS_BATCH_MAX);
    sink(batch, { keepalive }).catch(() => undefined);
  }
}

/** Records one analytics event (catalogue §4 "Analytics"). */
export function track(name: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  queue.push({ name, occurred_at: new Date().toISOString(), properties });
  if (queue.length >= ANALYTICS_BATCH_MAX) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, ANALYTICS_FLUSH_DELAY_MS);
}

/** Replaces the sink (tests, or an operator's own collector); returns the restore function. */
export function setAnalyticsSink(next: AnalyticsSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

// A page being left still sends what it tracked.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => flushAnalytics({ keepalive: true }));
}

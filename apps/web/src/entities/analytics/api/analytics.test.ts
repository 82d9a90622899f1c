import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_BATCH_MAX } from '@marquee/contract';
import {
  ANALYTICS_FLUSH_DELAY_MS,
  flushAnalytics,
  setAnalyticsSink,
  track,
  type AnalyticsSink,
} from './analytics';

describe('analytics', () => {
  let sent: Parameters<AnalyticsSink>[];
  let restore: () => void;

  beforeEach(() => {
    // Another file sharing this worker may have left events queued behind a real timer: sent
    // nowhere here, so each test starts with nothing queued and its own (fake) timer.
    const discard = setAnalyticsSink(() => Promise.resolve());
    flushAnalytics();
    discard();
    vi.useFakeTimers();
    sent = [];
    restore = setAnalyticsSink((events, options) => {
      sent.push([events, options]);
      return Promise.resolve();
    });
  });

  afterEach(() => {
    flushAnalytics();
    restore();
    vi.useRealTimers();
  });

  it('sends events together once the flush delay passes', () => {
    track('single_movie_view', { id: 3 });
    track('ad_click', { mongo_id: 'b1' });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(ANALYTICS_FLUSH_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0].map((event) => event.name)).toEqual(['single_movie_view', 'ad_click']);
    expect(sent[0]![0][0]!.properties).toEqual({ id: 3 });
  });

  it('sends a full batch at once and never more than the server takes', () => {
    for (let index = 0; index < ANALYTICS_BATCH_MAX; index += 1) track('ad_click', { index });
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toHaveLength(ANALYTICS_BATCH_MAX);
  });

  it('sends what is queued with keepalive when the page is left', () => {
    track('single_episode_view', { id: 9 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]![1]).toEqual({ keepalive: true });
  });

  it('keeps going when the sink fails', async () => {
    restore();
    restore = setAnalyticsSink(() => Promise.reject(new Error('offline')));
    track('ad_click');
    expect(() => flushAnalytics()).not.toThrow();
    await Promise.resolve();
  });
});

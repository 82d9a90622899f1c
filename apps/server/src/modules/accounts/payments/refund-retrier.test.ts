import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFUND_PASS_INTERVAL_MS,
  REFUND_PASS_MAX_INTERVAL_MS,
  createRefundRetrier,
  nextPassDelayMs,
} from './refund-retrier.js';

const silent = { info() {}, warn() {}, error() {} };

describe('nextPassDelayMs', () => {
  it('waits the interval, doubling after each failed pass up to ten minutes', () => {
    expect([0, 1, 2].map((failures) => nextPassDelayMs(failures))).toEqual([
      REFUND_PASS_INTERVAL_MS,
      2 * REFUND_PASS_INTERVAL_MS,
      4 * REFUND_PASS_INTERVAL_MS,
    ]);
    expect(nextPassDelayMs(50)).toBe(REFUND_PASS_MAX_INTERVAL_MS);
  });
});

describe('the refund retrier', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a pass at start and then every interval, until stopped', async () => {
    const pass = vi.fn(() => Promise.resolve());
    const retrier = createRefundRetrier(pass, { log: silent, intervalMs: 1000 });
    retrier.start();
    retrier.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(2);
    await retrier.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('waits longer after a failed pass, and keeps going', async () => {
    const pass = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(0);
    const log = { ...silent, error: vi.fn() };
    const retrier = createRefundRetrier(pass, { log, intervalMs: 1000 });
    retrier.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(3);
    await retrier.stop();
  });

  it('lets a pass under way finish before stop resolves', async () => {
    let finish: () => void = () => {};
    const pass = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const retrier = createRefundRetrier(pass, { log: silent, intervalMs: 1000 });
    retrier.start();
    let stopped = false;
    const stopping = retrier.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});

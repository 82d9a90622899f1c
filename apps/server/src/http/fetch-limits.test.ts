import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  TEST_LIMITS,
  privateFetch,
  readToEnd,
  startFetchTestUpstream,
  upstreamFailure,
  type FetchTestUpstream,
} from './fetch-test-upstream.js';

let upstream: FetchTestUpstream;
let origin: string;

beforeAll(async () => {
  upstream = await startFetchTestUpstream();
  ({ origin } = upstream);
});

afterAll(() => upstream.close());

const limits = TEST_LIMITS;
const failure = upstreamFailure;

describe('get', () => {
  it('refuses a body over maxBytes by its Content-Length, without waiting for it', async () => {
    const error = await failure(
      privateFetch.get(`${origin}/declares-a-megabyte`, { ...limits, timeoutMs: 2000 }),
    );
    expect(error.code).toBe('too_large');
  });

  it('stops reading a chunked body as soon as it is over maxBytes', async () => {
    const error = await failure(
      privateFetch.get(`${origin}/endless`, { timeoutMs: 5000, maxBytes: 4096 }),
    );
    expect(error.code).toBe('too_large');
    await vi.waitFor(() => expect(upstream.closedEarly).toContain('/endless'));
    const whole = await privateFetch.get(`${origin}/exactly-4096`, {
      timeoutMs: 5000,
      maxBytes: 4096,
    });
    expect(whole.body).toHaveLength(4096);
  });

  it('gives a trickling upstream timeoutMs for the whole answer', async () => {
    const started = Date.now();
    const error = await failure(
      privateFetch.get(`${origin}/trickle`, { timeoutMs: 1000, maxBytes: 1024 }),
    );
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(1800);
    await vi.waitFor(() => expect(upstream.closedEarly).toContain('/trickle'));
  });

  it('stops when the signal aborts, with its reason, and closes the connection', async () => {
    const controller = new AbortController();
    const reason = new Error('the channel has no viewers left');
    setTimeout(() => controller.abort(reason), 300);
    upstream.closedEarly.length = 0;
    await expect(
      privateFetch.get(`${origin}/trickle`, { ...limits, signal: controller.signal }),
    ).rejects.toBe(reason);
    await vi.waitFor(() => expect(upstream.closedEarly).toContain('/trickle'));

    const without = new AbortController();
    setTimeout(() => without.abort(), 100);
    await expect(
      privateFetch.get(`${origin}/no-answer`, { ...limits, signal: without.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });

    const before = upstream.connections();
    await expect(
      privateFetch.get(`${origin}/playlist.m3u8`, { ...limits, signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(upstream.connections()).toBe(before);
  });
});

describe('open', () => {
  const openLimits = { connectTimeoutMs: 2000, idleMs: 1000 };

  it('fails with timeout when no answer comes within connectTimeoutMs', async () => {
    const error = await failure(
      privateFetch.open(`${origin}/no-answer`, { connectTimeoutMs: 300, idleMs: 5000 }),
    );
    expect(error.code).toBe('timeout');
  });

  it('fails the body with idle after idleMs without a byte', async () => {
    const opened = await privateFetch.open(`${origin}/falls-silent`, {
      connectTimeoutMs: 2000,
      idleMs: 300,
    });
    expect(opened.contentType).toBe('video/mp2t');
    const started = Date.now();
    const error = await failure(readToEnd(opened.body));
    expect(error.code).toBe('idle');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await vi.waitFor(() => expect(upstream.closedEarly).toContain('/falls-silent'));
  });

  it('keeps a stream open while bytes come, and while its reader is behind', async () => {
    const steady = await privateFetch.open(`${origin}/stream`, { ...openLimits, idleMs: 300 });
    let received = 0;
    steady.body.on('data', (chunk: Buffer) => (received += chunk.length));
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(steady.body.destroyed).toBe(false);
    expect(received).toBeGreaterThan(188 * 5);
    steady.body.destroy();

    const flood = await privateFetch.open(`${origin}/flood`, { ...openLimits, idleMs: 200 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(flood.body.destroyed).toBe(false);
    const first: unknown = flood.body.read();
    expect(first).toBeInstanceOf(Buffer);
    flood.body.destroy();
  });

  it('destroys the body when the signal aborts', async () => {
    const controller = new AbortController();
    const opened = await privateFetch.open(`${origin}/stream`, {
      ...openLimits,
      signal: controller.signal,
    });
    const reason = new Error('the channel has no viewers left');
    upstream.closedEarly.length = 0;
    setTimeout(() => controller.abort(reason), 200);
    await expect(readToEnd(opened.body)).rejects.toBe(reason);
    await vi.waitFor(() => expect(upstream.closedEarly).toContain('/stream'));
  });
});

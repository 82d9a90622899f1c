import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';
import { createIngestJobs } from './ingest-jobs.js';
import { INGEST_STATUS_PATH } from './ingest-routes.js';

// The operators' view of the packaging queue: the status call and the metrics.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const jobs = createIngestJobs(t.database.db);
  await jobs.enqueue({
    source: '/films/Waiting (2020).mkv',
    sidecars: [],
    target: { kind: 'film', title: 'Waiting', year: 2020 },
  });
  const failed = await jobs.enqueue({
    source: '/films/Silent (1925).mp4',
    sidecars: [],
    target: { kind: 'film', title: 'Silent', year: 1925 },
  });
  await jobs.failed(failed.id, 'no_audio', 'The file has no audio stream.', new Date());
});
afterAll(() => t.close());

describe('the packaging queue for operators', () => {
  it('lists the jobs with their state and progress, and each failure with its reason in words and as a notice', async () => {
    const response = await t.app.inject({ url: INGEST_STATUS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json<{
      data: { counts: unknown; jobs: Record<string, unknown>[] };
    }>();
    expect(data.counts).toEqual({ queued: 1, running: 0, published: 0, failed: 1 });
    expect(data.jobs).toEqual([
      expect.objectContaining({
        source: '/films/Waiting (2020).mkv',
        title: 'Waiting (2020)',
        state: 'queued',
        progress: 0,
        error: null,
      }),
      expect.objectContaining({
        title: 'Silent (1925)',
        state: 'failed',
        error: {
          code: 'no_audio',
          message: 'This file has a picture but no sound.',
          notice: { key: 'ingestNoAudio' },
        },
      }),
    ]);
  });

  it('counts the jobs by state in the metrics', async () => {
    const metrics = await t.app.inject({ url: '/api/metrics' });
    expect(metrics.body).toContain('marquee_ingest_jobs{state="queued"} 1');
    expect(metrics.body).toContain('marquee_ingest_jobs{state="failed"} 1');
  });

  it('asks for METRICS_TOKEN when the server has one', async () => {
    const token = 'operators-token-1234';
    const twin = await createTwinApp(t, { metricsToken: token });
    try {
      const refused = await twin.app.inject({ url: INGEST_STATUS_PATH });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ notice: { key: 'operatorTokenRequired' } });
      const allowed = await twin.app.inject({
        url: INGEST_STATUS_PATH,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await twin.close();
    }
  });
});

import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketEvent } from '@marquee/contract';
import { parsePrometheusText, sampleSum, type Scrape } from '../test/prometheus-text.js';
import { createTestApp, createTwinApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
let url: string;
let movie: { id: number; profileId: number };
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = (await t.login()).token;
  const response = await t.call({ url: '/api/vods/list?filter[type]=0&limit=1', token });
  const item = response.json().data.items[0];
  movie = { id: item.id, profileId: item.movie_source.profiles[0].id };
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await t.close();
});

async function scrape(): Promise<Scrape> {
  const response = await t.call({ url: '/api/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(response.body);
}

/** How far each of `names`' samples with `labels` moved across `work`. */
async function moved(
  names: string[],
  labels: Record<string, string>,
  work: () => Promise<unknown>,
): Promise<number[]> {
  const before = await scrape();
  await work();
  const after = await scrape();
  return names.map((name) => sampleSum(after, name, labels) - sampleSum(before, name, labels));
}

function connect(): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    query: { token },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Scrapes until `check` holds (socket events are handled after they arrive), 2 s at most. */
async function eventually(check: (scrape: Scrape) => boolean): Promise<Scrape> {
  for (let tries = 0; ; tries++) {
    const found = await scrape();
    if (check(found) || tries >= 40) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe('GET /api/metrics', () => {
  it('counts answers by route pattern and status class, never by the URL', async () => {
    const list = { method: 'GET', route: '/api/vods/list', status_class: '2xx' };
    const page = { method: 'GET', route: '/api/pages/:slug', status_class: '4xx' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      await t.call({ url: `/api/vods/list?filter[type]=0&limit=${i + 1}`, token });
    }
    await t.call({ url: '/api/pages/no-such-page' });
    await t.call({ url: '/api/pages/another-missing-page' });
    await t.call({ url: '/api/no/such/call' });
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sampleSum(after, name, labels) - sampleSum(before, name, labels);
    expect(delta('marquee_http_requests_total', list)).toBe(3);
    expect(delta('marquee_http_errors_total', list)).toBe(0);
    expect(delta('marquee_http_requests_total', page)).toBe(2);
    expect(delta('marquee_http_errors_total', page)).toBe(2);
    expect(delta('marquee_http_errors_total', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    const routes = new Set(after.samples.map((sample) => sample.labels.route).filter(Boolean));
    expect([...routes].filter((route) => /no-such|another-missing|\?/.test(route!))).toEqual([]);
  });

  it('keeps a latency histogram with its buckets for each route', async () => {
    const list = { method: 'GET', route: '/api/vods/list', status_class: '2xx' };
    const [count, sum] = await moved(
      ['marquee_http_request_duration_seconds_count', 'marquee_http_request_duration_seconds_sum'],
      list,
      () => t.call({ url: '/api/vods/list?filter[type]=0&limit=2', token }),
    );
    expect(count).toBe(1);
    expect(sum).toBeGreaterThan(0);
    const after = await scrape();
    expect(after.types.get('marquee_http_request_duration_seconds')).toBe('histogram');
    const buckets = after.samples.filter(
      (sample) =>
        sample.name === 'marquee_http_request_duration_seconds_bucket' &&
        sample.labels.route === list.route &&
        sample.labels.status_class === '2xx',
    );
    expect(buckets.map((bucket) => bucket.labels.le)).toEqual([
      ...['0.001', '0.0025', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5'],
      ...['5', '10', '+Inf'],
    ]);
    // Cumulative: each bucket holds at least the one before, and +Inf holds them all.
    const counts = buckets.map((bucket) => bucket.value);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(
      sampleSum(after, 'marquee_http_request_duration_seconds_count', list),
    );
  });

  it('counts a stream handed out as a playback start, and a refusal by its notice', async () => {
    const call = (body: object, path = '/api/vods/stream') =>
      t.call({ method: 'POST', url: path, token, body });
    const [started] = await moved(['marquee_playback_starts_total'], { kind: 'vod' }, async () => {
      const response = await call({
        single_event_vod_id: movie.id,
        vod_profile_id: movie.profileId,
      });
      expect(response.statusCode).toBe(200);
    });
    expect(started).toBe(1);
    const [refused] = await moved(
      ['marquee_playback_refusals_total'],
      { kind: 'vod', reason: 'titleNotFound' },
      async () => {
        const response = await call({ single_event_vod_id: 999_999, vod_profile_id: 1 });
        expect(response.statusCode).toBe(404);
      },
    );
    expect(refused).toBe(1);
    const [channelRefused, channelStarted] = await moved(
      ['marquee_playback_refusals_total', 'marquee_playback_starts_total'],
      { kind: 'live' },
      () => call({ channel_id: 999_999 }, '/api/channels/stream'),
    );
    expect([channelRefused, channelStarted]).toEqual([1, 0]);
  });

  it('shows connected sockets in a gauge and counts play-issues reports', async () => {
    const before = await scrape();
    const connections = sampleSum(before, 'marquee_socket_connections');
    const socket = await connect();
    const connected = await eventually(
      (found) => sampleSum(found, 'marquee_socket_connections') === connections + 1,
    );
    expect(sampleSum(connected, 'marquee_socket_connections')).toBe(connections + 1);

    const issue = { record_model: 'vod', problem: 'buffer' };
    socket.emit(SocketEvent.playIssues, {
      buffer: true,
      crash: false,
      record_model: 'vod',
      model_id: movie.id,
      model_type: 0,
    });
    const reported = await eventually(
      (found) =>
        sampleSum(found, 'marquee_playback_issues_total', issue) ===
        sampleSum(before, 'marquee_playback_issues_total', issue) + 1,
    );
    expect(sampleSum(reported, 'marquee_playback_issues_total', issue)).toBe(
      sampleSum(before, 'marquee_playback_issues_total', issue) + 1,
    );

    socket.close();
    const gone = await eventually(
      (found) => sampleSum(found, 'marquee_socket_connections') === connections,
    );
    expect(sampleSum(gone, 'marquee_socket_connections')).toBe(connections);
  });

  it('times the database queries the calls make, and has none in flight at rest', async () => {
    const labels = { database: t.database.kind, outcome: 'ok' };
    const [queries] = await moved(['marquee_db_query_duration_seconds_count'], labels, () =>
      t.call({ url: '/api/account/devices', token }),
    );
    expect(queries).toBeGreaterThan(0);
    const after = await scrape();
    expect(after.types.get('marquee_db_query_duration_seconds')).toBe('histogram');
    expect(after.types.get('marquee_db_queries_in_flight')).toBe('gauge');
    expect(sampleSum(after, 'marquee_db_queries_in_flight', { database: t.database.kind })).toBe(0);
  });

  it('shows the database pool: its most connections, and those open, none active at rest', async () => {
    const database = t.database.kind;
    const found = await scrape();
    expect(found.types.get('marquee_db_pool_max_connections')).toBe('gauge');
    expect(found.types.get('marquee_db_pool_connections')).toBe('gauge');
    const max = sampleSum(found, 'marquee_db_pool_max_connections', { database });
    expect(max).toBe(database === 'postgres' ? 10 : 1);
    const active = sampleSum(found, 'marquee_db_pool_connections', { database, state: 'active' });
    const idle = sampleSum(found, 'marquee_db_pool_connections', { database, state: 'idle' });
    expect(active).toBe(0);
    // The calls before opened at least one connection, and never more than the pool's most.
    expect(idle).toBeGreaterThanOrEqual(1);
    expect(active + idle).toBeLessThanOrEqual(max);
  });

  it("lists the modules' declared metrics after the process's and before the server's own", async () => {
    const response = await t.call({ url: '/api/metrics' });
    const described = response.body
      .split('\n')
      .filter((line) => /^# (HELP|TYPE) marquee_/.test(line));
    expect(described).toEqual([
      // The playback module's (its declaration's metrics).
      '# HELP marquee_playback_starts_total Streams handed out by the stream calls, by kind.',
      '# TYPE marquee_playback_starts_total counter',
      '# HELP marquee_playback_refusals_total Stream calls refused, by kind and the notice key of the refusal (serverError for a failure).',
      '# TYPE marquee_playback_refusals_total counter',
      '# HELP marquee_playback_issues_total play-issues reports from players, by what was played and the problem (crash or buffer).',
      '# TYPE marquee_playback_issues_total counter',
      // The ingest module's.
      '# HELP marquee_ingest_jobs Packaging jobs in the queue, by state (queued, running, published, failed).',
      '# TYPE marquee_ingest_jobs gauge',
      '# HELP marquee_ingest_progress_ratio How much of its source each running job on this instance has packaged (0 to 1).',
      '# TYPE marquee_ingest_progress_ratio gauge',
      '# HELP marquee_ingest_speed_ratio How fast each running job on this instance packages, as a multiple of real time.',
      '# TYPE marquee_ingest_speed_ratio gauge',
      '# HELP marquee_ingest_finished_total Packaging jobs this instance finished, by outcome (published or failed).',
      '# TYPE marquee_ingest_finished_total counter',
      '# HELP marquee_ingest_seconds_total Seconds this instance spent packaging, by outcome.',
      '# TYPE marquee_ingest_seconds_total counter',
      '# HELP marquee_channel_upstream_up Whether each channel this instance restreams gets segments from an upstream (1) or not (0).',
      '# TYPE marquee_channel_upstream_up gauge',
      '# HELP marquee_channel_viewers Devices watching each restreamed channel through this instance.',
      '# TYPE marquee_channel_viewers gauge',
      "# HELP marquee_channel_bytes_in_total Bytes this instance read from each channel's upstream.",
      '# TYPE marquee_channel_bytes_in_total counter',
      "# HELP marquee_channel_bytes_out_total Bytes of each restreamed channel's segments this instance sent to viewers.",
      '# TYPE marquee_channel_bytes_out_total counter',
      '# HELP marquee_recording_evicted_bytes_total Bytes of recorded segments deleted before their window ended because recordings reached their quota.',
      '# TYPE marquee_recording_evicted_bytes_total counter',
      // The server's.
      '# HELP marquee_socket_connections socket.io connections open on this instance.',
      '# TYPE marquee_socket_connections gauge',
      '# HELP marquee_db_queries_in_flight Database queries sent and not yet answered (waiting for a pooled connection included).',
      '# TYPE marquee_db_queries_in_flight gauge',
      '# HELP marquee_db_query_duration_seconds Database query time, from sending to the answer, by outcome.',
      '# TYPE marquee_db_query_duration_seconds histogram',
      '# HELP marquee_db_pool_max_connections Connections the database pool opens at most (PGlite: its one in-process connection).',
      '# TYPE marquee_db_pool_max_connections gauge',
      '# HELP marquee_db_pool_connections Connections of the pool open now, by state: active (running a query) or idle.',
      '# TYPE marquee_db_pool_connections gauge',
      '# HELP marquee_http_requests_total HTTP answers, by method, route pattern and status class.',
      '# TYPE marquee_http_requests_total counter',
      '# HELP marquee_http_errors_total HTTP answers with a 4xx or 5xx status, by method, route pattern and status class.',
      '# TYPE marquee_http_errors_total counter',
      '# HELP marquee_http_request_duration_seconds Time from a request arriving to its answer being sent, by method, route pattern and status class.',
      '# TYPE marquee_http_request_duration_seconds histogram',
    ]);
  });

  it('has the default process metrics', async () => {
    const found = await scrape();
    expect(found.types.get('process_cpu_seconds_total')).toBe('counter');
    expect(sampleSum(found, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(found.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const secret = 'metrics-token-for-the-test-0123';
    const twin = await createTwinApp(t, { metricsToken: secret });
    try {
      const without = await twin.call({ url: '/api/metrics' });
      expect(without.statusCode).toBe(401);
      expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(without.json()).toMatchObject({
        status: 0,
        message: expect.stringMatching(/Bearer/),
        notice: { key: 'metricsTokenRequired' },
      });
      const wrong = await twin.call({
        url: '/api/metrics',
        headers: { authorization: 'Bearer not-the-token-at-all' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await twin.call({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(right.statusCode).toBe(200);
      expect(parsePrometheusText(right.body).types.get('marquee_http_requests_total')).toBe(
        'counter',
      );
    } finally {
      await twin.close();
    }
  });
});

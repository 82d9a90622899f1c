import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Dashboard, type OperatorRole } from '@marquee/contract';
import { MINUTE } from '../../../clock.js';
import { channels, devices, profiles, vods, watchProgress } from '../../../db/schema.js';
import { bearer, operatorOfRole, studioCalls } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createIngestJobs } from '../../media/ingest/index.js';
import { addOperator } from '../operators/index.js';

let t: TestApp;
const tokens = {} as Record<OperatorRole, string>;
let films: { id: number; title: string }[];

const dashboard = (token: string) =>
  t.call({ url: '/api/studio/dashboard', headers: bearer(token) });
const figures = async (token = tokens.owner) => {
  const response = await dashboard(token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Dashboard }>().data;
};

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/dashboard-probe-fails', () => {
    throw new Error('a fault the dashboard counts');
  });
  for (const role of ['owner', 'editor', 'support'] as const) {
    tokens[role] = (await operatorOfRole(t, role)).token;
  }
  films = await t.database.db
    .select({ id: vods.id, title: vods.title })
    .from(vods)
    .where(eq(vods.type, 0))
    .orderBy(vods.id)
    .limit(3);
});
afterAll(() => t.close());

describe('the studio dashboard', () => {
  it('is read by every role, and a subscriber token opens nothing', async () => {
    for (const role of ['owner', 'editor', 'support'] as const) {
      expect((await dashboard(tokens[role])).statusCode, role).toBe(200);
    }
    const subscriber = await t.login();
    expect((await dashboard(subscriber.token)).statusCode).toBe(401);
    expect(
      (await t.call({ url: '/api/studio/dashboard', token: subscriber.token })).statusCode,
    ).toBe(401);
    expect((await t.call({ url: '/api/studio/dashboard' })).statusCode).toBe(401);
  });

  it('is refused with 403 to an operator who has yet to change a one-time password', async () => {
    const { password } = await addOperator(t.database.db, 'new.hire@marquee.local', 'support');
    const { token } = await studioCalls(t).session('new.hire@marquee.local', password);
    const response = await dashboard(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ notice: { key: 'studioPasswordChangeRequired' } });
  });

  it('counts the profiles whose position was saved in the last minute, and the titles they play', async () => {
    const before = await figures();
    const accountProfiles = await t.database.db
      .select({ id: profiles.id, accountId: profiles.accountId })
      .from(profiles)
      .limit(3);
    expect(accountProfiles.length).toBeGreaterThanOrEqual(1);
    const at = t.now();
    const saved = (profile: (typeof accountProfiles)[number], vodId: number, ago: number) => ({
      accountId: profile.accountId,
      profileId: profile.id,
      vodId,
      stoppedTime: 120,
      duration: 5400,
      updatedAt: new Date(at.getTime() - ago),
    });
    const first = accountProfiles[0]!;
    const second = accountProfiles[1] ?? first;
    await t.database.db.insert(watchProgress).values([
      saved(first, films[0]!.id, 10_000),
      saved(second, films[1]!.id, 20_000),
      // Saved five minutes ago: stopped, not playing now.
      saved(first, films[2]!.id, 5 * MINUTE),
    ]);
    const { viewers } = await figures();
    const playing = accountProfiles.length > 1 ? 2 : 1;
    expect(viewers.titles).toBe(before.viewers.titles + playing);
    expect(viewers.top_titles.map((item) => item.id)).toEqual(
      expect.arrayContaining([films[0]!.id, films[1]!.id]),
    );
    expect(viewers.top_titles.map((item) => item.id)).not.toContain(films[2]!.id);
    expect(viewers.top_titles.find((item) => item.id === films[0]!.id)).toEqual({
      id: films[0]!.id,
      title: films[0]!.title,
      viewers: 1,
    });
  });

  it('counts the devices seen in the last five minutes as active sessions', async () => {
    const before = (await figures()).sessions.active;
    const seen = await t.login(undefined, undefined, 'dashboard-device-now');
    const stale = await t.login(undefined, undefined, 'dashboard-device-stale');
    expect((await figures()).sessions.active).toBe(before + 2);
    await t.database.db
      .update(devices)
      .set({ lastSeenAt: new Date(t.now().getTime() - 6 * MINUTE) })
      .where(eq(devices.id, stale.device.id));
    expect((await figures()).sessions.active).toBe(before + 1);
    expect(seen.device.id).not.toBe(stale.device.id);
  });

  it('shows the packaging queue by state, each running job with its progress, and the failures of the last hour', async () => {
    const jobs = createIngestJobs(t.database.db);
    const enqueue = (title: string) =>
      jobs.enqueue({
        source: `/films/${title} (2021).mkv`,
        sidecars: [],
        target: { kind: 'film', title, year: 2021 },
      });
    await enqueue('Queued');
    const running = await enqueue('Running');
    const failedNow = await enqueue('Broken');
    const failedLong = await enqueue('Old break');
    const at = t.now();
    await jobs.failed(failedNow.id, 'no_audio', 'No audio.', at);
    await jobs.failed(
      failedLong.id,
      'no_audio',
      'No audio.',
      new Date(at.getTime() - 2 * 60 * MINUTE),
    );
    const claimed = await jobs.claim(at, new Date(at.getTime() + MINUTE), [running.id]);
    await jobs.heartbeat(
      claimed!.id,
      { fraction: 0.42, speed: 3.5, secondsLeft: 95 },
      new Date(at.getTime() + MINUTE),
    );

    const { ingest, errors } = await figures();
    expect(ingest.counts).toEqual({ queued: 1, running: 1, published: 0, failed: 2 });
    expect(ingest.running).toEqual([
      {
        id: running.id,
        title: 'Running (2021)',
        progress: expect.closeTo(0.42, 5) as number,
        speed: 3.5,
        seconds_left: 95,
      },
    ]);
    expect(errors.ingest).toBe(1);
  });

  it('counts the channels with an upstream, and none up or down while nobody watches them', async () => {
    const before = (await figures()).channels.total;
    await t.database.db.insert(channels).values([
      { title: 'Upstream one', channelNumber: 901, streamUrl: 'https://upstream.example/one.m3u8' },
      { title: 'Upstream two', channelNumber: 902, streamUrl: 'https://upstream.example/two.m3u8' },
      { title: 'Looped', channelNumber: 903, streamUrl: null },
    ]);
    const { channels: figuresOfChannels, viewers } = await figures();
    expect(figuresOfChannels).toEqual({ total: before + 2, up: 0, down: [] });
    expect(viewers.channels).toBe(0);
  });

  it('counts the 5xx answers of the last hour among the errors', async () => {
    const before = (await figures()).errors;
    expect((await t.call({ url: '/api/dashboard-probe-fails' })).statusCode).toBe(500);
    const after = (await figures()).errors;
    expect(after.server).toBe(before.server + 1);
    expect(after.total).toBe(before.total + 1);
    t.advance(61 * MINUTE);
    const later = (await figures()).errors;
    expect(later.server).toBe(0);
    t.advance(-61 * MINUTE);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { GuideChannel, LiveSourceImport, StudioLiveSource } from '@marquee/contract';
import { createLocalLeases } from '../../../cluster/index.js';
import { channels, liveSources, studioAudit } from '../../../db/schema.js';
import { createSafeFetch } from '../../../http/safe-fetch.js';
import { m3uList, serveFiles, xmltvGuide } from '../../../test/live-source-files.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { guideVersion } from '../../live/live/live-versions.js';
import { createLiveSourcesRepository } from './live-sources-repository.js';
import { createSourceImports } from './source-import.js';
import { createSourceSchedule } from './source-schedule.js';

let t: TestApp;
let editor: string;
let support: string;
let files: Map<string, string>;
let served: Awaited<ReturnType<typeof serveFiles>>;
const start = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);

const LIST = [
  { id: 'studio.one', name: 'Studio One HD', group: 'Studio' },
  { id: 'studio.two', name: 'Harbour Weather', group: 'Studio' },
];
// The guide names Harbour Weather under an id and a name no channel has.
const GUIDE = [
  { id: 'studio.one', name: 'Studio One', title: 'Morning One' },
  { id: 'hw.nz', name: 'Harbour Weathers', title: 'Tides at noon' },
];

beforeAll(async () => {
  files = new Map([
    ['/list.m3u', m3uList(LIST)],
    ['/guide.xml', xmltvGuide(GUIDE, start)],
    ['/broken.m3u', 'this is no playlist'],
  ]);
  served = await serveFiles(files);
  t = await createTestApp({ config: { upstreamAllowPrivate: true } });
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
});
afterAll(async () => {
  await t.close();
  await served.close();
});

const SOURCES = '/api/studio/live/sources';
const IMPORTS = '/api/studio/live/source-imports';
const data = <T>(response: { statusCode: number; body: string; json(): unknown }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};
const addSource = (body: Record<string, unknown>, token = editor) =>
  t.call({
    method: 'POST',
    url: SOURCES,
    headers: bearer(token),
    body: { file: null, refresh_hours: null, ...body },
  });
const programmesOf = async (channelId: number, token: string) => {
  const from = Math.floor(start.getTime() / 1000) - 60;
  const response = await t.call({
    url: `/api/epgs/list?filter[channel_id]=${channelId}&filter[start]=${from}&filter[end]=${from + 7200}`,
    token,
  });
  return data<{ title: string }[]>(response).map((programme) => programme.title);
};
const channelId = async (tvgId: string) =>
  (await t.database.db.select().from(channels).where(eq(channels.tvgId, tvgId)))[0]!.id;

describe('the studio live sources', () => {
  it('import an M3U by address and keep the result on the source', async () => {
    const source = data<StudioLiveSource>(
      await addSource({
        kind: 'm3u',
        name: 'Provider list',
        url: served.url('/list.m3u'),
        refresh_hours: 6,
      }),
    );
    expect(source).toMatchObject({ kind: 'm3u', refresh_hours: 6, file_bytes: expect.any(Number) });
    expect(source.next_refresh_at).not.toBeNull();
    expect(source.last_import).toMatchObject({ ok: true, added: 2, trigger: 'manual' });
    expect(await channelId('studio.two')).toBeGreaterThan(0);
    const [audit] = await t.database.db
      .select()
      .from(studioAudit)
      .orderBy(desc(studioAudit.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'live_source.create',
      target: `live_source:${source.id}`,
    });
  });

  it('report a bad playlist and an unreachable address on the source, losing nothing', async () => {
    const before = (await t.database.db.select().from(channels)).length;
    const broken = data<StudioLiveSource>(
      await addSource({ kind: 'm3u', name: 'Broken', url: served.url('/broken.m3u') }),
    );
    expect(broken.last_import).toMatchObject({ ok: false, problems: [{ code: 'not_m3u' }] });
    const missing = data<StudioLiveSource>(
      await addSource({ kind: 'xmltv', name: 'Gone', url: served.url('/gone.xml') }),
    );
    expect(missing.last_import).toMatchObject({ ok: false, problems: [{ code: 'fetch_failed' }] });
    expect(missing.last_import!.problems[0]!.detail).toContain('404');
    const uploaded = data<StudioLiveSource>(
      await addSource({
        kind: 'xmltv',
        name: 'Uploaded nonsense',
        url: null,
        file: Buffer.from('<html>no guide</html>').toString('base64'),
      }),
    );
    expect(uploaded.last_import).toMatchObject({ ok: false, problems: [{ code: 'not_xmltv' }] });
    expect((await t.database.db.select().from(channels)).length).toBe(before);
    // Import now answers the failure too, never a 5xx.
    const again = await t.call({
      method: 'POST',
      url: `${IMPORTS}/${broken.id}`,
      headers: bearer(editor),
    });
    expect(data<LiveSourceImport>(again)).toMatchObject({ ok: false, trigger: 'manual' });
    const history = data<{ items: LiveSourceImport[] }>(
      await t.call({ url: `${IMPORTS}/${broken.id}`, headers: bearer(support) }),
    );
    expect(history.items).toHaveLength(2);
  });

  it('list the guide channel that matched nothing with a suggestion, and map it at once', async () => {
    const guide = data<StudioLiveSource>(
      await addSource({ kind: 'xmltv', name: 'Provider guide', url: served.url('/guide.xml') }),
    );
    expect(guide.last_import).toMatchObject({
      ok: true,
      added: 1,
      problems: [{ code: 'unmatched', count: 1, detail: 'hw.nz' }],
    });
    const { token } = await t.login();
    const weather = await channelId('studio.two');
    expect(await programmesOf(await channelId('studio.one'), token)).toEqual(['Morning One']);
    expect(await programmesOf(weather, token)).toEqual([]);

    const unmatched = data<{ items: GuideChannel[] }>(
      await t.call({ url: '/api/studio/live/guide-channels', headers: bearer(support) }),
    );
    expect(unmatched.items).toEqual([
      expect.objectContaining({
        guide_id: 'hw.nz',
        names: ['Harbour Weathers'],
        channel_id: null,
        suggestion: expect.objectContaining({ id: weather, title: 'Harbour Weather' }),
      }),
    ]);
    const refused = await t.call({
      method: 'PUT',
      url: '/api/studio/live/guide-mappings',
      headers: bearer(support),
      body: { guide_id: 'hw.nz', channel_id: weather },
    });
    expect(refused.statusCode).toBe(403);
    const mapped = data<GuideChannel>(
      await t.call({
        method: 'PUT',
        url: '/api/studio/live/guide-mappings',
        headers: bearer(editor),
        body: { guide_id: 'hw.nz', channel_id: weather },
      }),
    );
    expect(mapped).toMatchObject({ guide_id: 'hw.nz', channel_id: weather, mapped: true });
    expect(await programmesOf(weather, token)).toEqual(['Tides at noon']);
    const left = data<{ items: GuideChannel[] }>(
      await t.call({ url: '/api/studio/live/guide-channels', headers: bearer(editor) }),
    );
    expect(left.items).toEqual([]);
  });

  it('unmapping a guide channel removes the programmes it imported to the channel at once', async () => {
    const { token } = await t.login();
    const weather = await channelId('studio.two');
    expect(await programmesOf(weather, token)).toEqual(['Tides at noon']);
    const guideBefore = await guideVersion.read(t.database.db);
    const unmapped = data<GuideChannel>(
      await t.call({
        method: 'PUT',
        url: '/api/studio/live/guide-mappings',
        headers: bearer(editor),
        body: { guide_id: 'hw.nz', channel_id: null },
      }),
    );
    expect(unmapped).toMatchObject({ guide_id: 'hw.nz', channel_id: null, mapped: false });
    expect(await programmesOf(weather, token)).toEqual([]);
    expect(await guideVersion.read(t.database.db)).toBeGreaterThan(guideBefore);
    // The channel the guide still matches by its tvg-id keeps its programmes.
    expect(await programmesOf(await channelId('studio.one'), token)).toEqual(['Morning One']);
  });

  it('refuse an unknown guide channel and channel, and a source with neither address nor file', async () => {
    const unknown = await t.call({
      method: 'PUT',
      url: '/api/studio/live/guide-mappings',
      headers: bearer(editor),
      body: { guide_id: 'nobody.here', channel_id: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().notice.key).toBe('studioGuideChannelUnknown');
    const neither = await addSource({ kind: 'm3u', name: 'Empty', url: null, file: null });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors.url).toEqual(['Upload a file or give an address']);
    const badUrl = await addSource({ kind: 'm3u', name: 'Ftp', url: 'ftp://example.com/x.m3u' });
    expect(badUrl.statusCode).toBe(400);
    const badHours = await addSource({
      kind: 'm3u',
      name: 'Hours',
      url: 'https://example.com/x.m3u',
      refresh_hours: 0,
    });
    expect(badHours.statusCode).toBe(400);
    expect(badHours.json().errors.refresh_hours).toBeDefined();
  });

  it('refuse a fetch of a private address unless the operator allows them', async () => {
    const strict = await createTestApp({ seed: false });
    try {
      const token = (await operatorOfRole(strict, 'editor')).token;
      const response = await strict.call({
        method: 'POST',
        url: SOURCES,
        headers: bearer(token),
        body: {
          kind: 'm3u',
          name: 'Local',
          url: served.url('/list.m3u'),
          file: null,
          refresh_hours: null,
        },
      });
      const source = data<StudioLiveSource>(response);
      expect(source.last_import).toMatchObject({ ok: false, problems: [{ code: 'fetch_failed' }] });
    } finally {
      await strict.close();
    }
  });
});

describe('the sources schedule', () => {
  it('imports a source when its refresh is due, once, and moves its next refresh on', async () => {
    const source = data<StudioLiveSource>(
      await addSource({
        kind: 'm3u',
        name: 'Hourly',
        url: served.url('/list.m3u'),
        refresh_hours: 1,
      }),
    );
    const { db } = t.database;
    const sources = createLiveSourcesRepository(db);
    const quiet = { warn: () => undefined };
    const imports = createSourceImports({
      db,
      sources,
      fetch: createSafeFetch({ allowPrivate: true }),
      now: () => t.now(),
      log: quiet,
      notices: { publish: () => undefined, subscribe: () => () => undefined },
    });
    const schedule = createSourceSchedule({
      sources,
      imports,
      leases: createLocalLeases(),
      now: () => t.now(),
      log: quiet,
    });
    // Other sources of this file are due too, or not scheduled: only this one is looked at.
    await db.update(liveSources).set({ nextRefreshAt: null });
    await db
      .update(liveSources)
      .set({ nextRefreshAt: new Date(source.next_refresh_at!) })
      .where(eq(liveSources.id, source.id));
    files.set(
      '/list.m3u',
      m3uList([...LIST, { id: 'studio.three', name: 'Third', group: 'Studio' }]),
    );
    expect(await schedule.runDue()).toBe(0);
    t.advance(3_600_000 + 1000);
    expect(await schedule.runDue()).toBe(1);
    expect(await schedule.runDue()).toBe(0);
    expect(await channelId('studio.three')).toBeGreaterThan(0);
    const history = data<{ items: LiveSourceImport[] }>(
      await t.call({ url: `${IMPORTS}/${source.id}`, headers: bearer(editor) }),
    );
    expect(history.items[0]).toMatchObject({ trigger: 'schedule', ok: true, added: 1 });
    const [row] = await db.select().from(liveSources).where(eq(liveSources.id, source.id));
    expect(row!.nextRefreshAt!.getTime()).toBeGreaterThan(t.now().getTime());
    await schedule.stop();
  });
});

import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { ItemType, ValidationMessage, type StudioLiveChannel } from '@marquee/contract';
import { queryRows } from '../../../db/client.js';
import {
  accounts,
  profiles,
  channelSegments,
  favouriteChannels,
  guideChannelMappings,
  highlightedSlides,
  reminders,
  studioAudit,
} from '../../../db/schema.js';
import { DEMO_ACCOUNT } from '../../intake/seed/seed.js';
import {
  bearer,
  expectRefusedToRole,
  expectRefusedWithoutStudioSession,
  operatorOfRole,
} from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertChannelProfile, insertProgrammes } from '../live/live-fixtures.js';

let t: TestApp;
let mediaDir: string;
let editor: string;
let owner: string;
let support: string;
let subscriber: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'marquee-channel-lifecycle-'));
  t = await createTestApp({ config: { mediaDir } });
  editor = (await operatorOfRole(t, 'editor')).token;
  owner = (await operatorOfRole(t, 'owner')).token;
  support = (await operatorOfRole(t, 'support')).token;
  subscriber = (await t.login()).token;
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const CHANNELS = '/api/studio/live/channels';
const NEW_CHANNEL = {
  title: '  Harbour Weather ',
  number: 7001,
  category_ids: [] as number[],
  censorship: false,
  require_pin: true,
  catchup: true,
  catchup_days: 2,
  sources: ['https://weather.example.com/live.m3u8'],
};
const create = (body: Record<string, unknown>, token = editor) =>
  t.call({ method: 'POST', url: CHANNELS, headers: bearer(token), body });
const remove = (id: number, token = editor) =>
  t.call({ method: 'DELETE', url: `${CHANNELS}/${id}`, headers: bearer(token) });
const made = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: StudioLiveChannel }).data;
};
const latestAudit = async () =>
  (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];
const subscriberList = async () =>
  (await t.call({ url: '/api/channels/list?limit=200', token: subscriber })).body;

describe('adding a channel by hand', () => {
  it('makes it with its categories, sources and catch-up, audited, and subscribers list it at once', async () => {
    const categories = (
      await t.call({ url: '/api/studio/live/categories', headers: bearer(support) })
    ).json<{ data: { id: number }[] }>().data;
    const channel = made(
      await create({ ...NEW_CHANNEL, category_ids: [categories[0]!.id] }, owner),
    );
    expect(channel).toMatchObject({
      title: 'Harbour Weather',
      number: 7001,
      tvg_id: null,
      category_ids: [categories[0]!.id],
      require_pin: true,
      catchup_days: 2,
      recorded: true,
      sources: ['https://weather.example.com/live.m3u8'],
    });
    expect(await latestAudit()).toMatchObject({
      action: 'channel.create',
      target: `channel:${channel.id}`,
      after: { title: 'Harbour Weather', number: 7001 },
    });
    expect(await subscriberList()).toContain('Harbour Weather');
    const opened = await t.call({ url: `${CHANNELS}/${channel.id}`, headers: bearer(support) });
    expect(made(opened)).toEqual(channel);
  });

  it('refuses a number another channel has, naming that channel, on adding and on changing', async () => {
    const first = made(await create({ ...NEW_CHANNEL, title: 'First', number: 7101 }));
    const taken = await create({ ...NEW_CHANNEL, title: 'Second', number: 7101 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().notice).toEqual({
      key: 'studioLiveChannelNumberTaken',
      params: { number: 7101, title: 'First' },
    });
    const second = made(await create({ ...NEW_CHANNEL, title: 'Second', number: 7102 }));
    const moved = await t.call({
      method: 'PUT',
      url: `${CHANNELS}/${second.id}`,
      headers: bearer(editor),
      body: { ...NEW_CHANNEL, title: 'Second', number: first.number },
    });
    expect(moved.statusCode).toBe(409);
    // Its own number is no conflict.
    const kept = await t.call({
      method: 'PUT',
      url: `${CHANNELS}/${second.id}`,
      headers: bearer(editor),
      body: { ...NEW_CHANNEL, title: 'Second again', number: second.number },
    });
    expect(made(kept).title).toBe('Second again');
  });

  it.each([
    ['an empty title', { title: ' ' }, 'title', ValidationMessage.brandTextRequired],
    ['no number', { number: undefined }, 'number', ValidationMessage.orderInvalid],
    ['a number in words', { number: 'five' }, 'number', ValidationMessage.orderInvalid],
    [
      'too many catch-up days',
      { catchup_days: 31 },
      'catchup_days',
      ValidationMessage.catchupDaysInvalid,
    ],
    [
      'a source that is no address',
      { sources: ['rtmp://x'] },
      'sources[0]',
      ValidationMessage.sourceUrlInvalid,
    ],
    ['an unknown field', { colour: 'red' }, 'colour', 'unknown parameter'],
  ])('refuses %s with a 400 naming the field', async (_, fields, field, text) => {
    const response = await create({ ...NEW_CHANNEL, number: 7201, ...fields });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toEqual([expect.stringContaining(text)]);
  });

  it('refuses an unknown category with a 400', async () => {
    const response = await create({ ...NEW_CHANNEL, number: 7202, category_ids: [999_999] });
    expect(response.statusCode).toBe(400);
    expect(response.json().notice.key).toBe('studioLiveCategoryUnknown');
  });
});

describe('deleting a channel', () => {
  it('removes what refers to it, drops it from subscribers’ lists at once and is audited', async () => {
    const { db } = t.database;
    const channel = made(await create({ ...NEW_CHANNEL, title: 'Doomed News', number: 7301 }));
    const [account] = await db
      .select({ id: accounts.id, profileId: profiles.id })
      .from(accounts)
      .innerJoin(profiles, eq(profiles.accountId, accounts.id))
      .where(eq(accounts.email, DEMO_ACCOUNT.email))
      .limit(1);
    const start = Math.floor(Date.now() / 1000) + 3600;
    const [programme] = await insertProgrammes(db, channel.id, [
      { title: 'Late news', start, end: start + 1800 },
    ]);
    await db.insert(reminders).values({
      accountId: account!.id,
      profileId: account!.profileId,
      programmeId: programme!,
      minutesBefore: 5,
    });
    await db
      .insert(favouriteChannels)
      .values({ accountId: account!.id, profileId: account!.profileId, channelId: channel.id });
    await insertChannelProfile(db, channel.id, {
      name: 'HD',
      businessModel: 'tvod',
      priceCents: 299,
    });
    await db.insert(guideChannelMappings).values({ guideId: 'doomed.news', channelId: channel.id });
    await db.insert(highlightedSlides).values({
      pageUrl: '/home',
      position: 0,
      modelType: ItemType.channel,
      modelId: channel.id,
      title: 'Doomed News',
    });
    const folder = join(mediaDir, 'channels', String(channel.id));
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, '0.ts'), Buffer.alloc(188));
    await db.insert(channelSegments).values({
      channelId: channel.id,
      sequence: 0,
      startsAt: new Date(),
      durationMs: 2000,
      file: '0.ts',
      bytes: 188,
    });
    expect(await subscriberList()).toContain('Doomed News');

    const response = await remove(channel.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().notice).toEqual({ key: 'studioLiveChannelDeleted' });
    expect(await latestAudit()).toMatchObject({
      action: 'channel.delete',
      target: `channel:${channel.id}`,
      before: { title: 'Doomed News', number: 7301 },
    });
    expect(await subscriberList()).not.toContain('Doomed News');
    const favourites = await t.call({ url: '/api/channels/favorites', token: subscriber });
    expect(favourites.body).not.toContain('Doomed News');
    const left = await queryRows<{ table: string; rows: number }>(
      db,
      sql`
      select 'programmes' as "table", count(*)::int as rows from programmes where channel_id = ${channel.id}
      union all select 'reminders', count(*)::int from reminders where programme_id = ${programme!}
      union all select 'favourites', count(*)::int from favourite_channels where channel_id = ${channel.id}
      union all select 'profiles', count(*)::int from vod_profiles where channel_id = ${channel.id}
      union all select 'mappings', count(*)::int from guide_channel_mappings where channel_id = ${channel.id}
      union all select 'sources', count(*)::int from channel_sources where channel_id = ${channel.id}
      union all select 'segments', count(*)::int from channel_segments where channel_id = ${channel.id}
      union all select 'slides', count(*)::int from highlighted_slides
        where model_type = ${ItemType.channel} and model_id = ${channel.id}`,
    );
    expect(left.filter((row) => row.rows > 0)).toEqual([]);
    expect(await readdir(join(mediaDir, 'channels'))).not.toContain(String(channel.id));
    const opened = await t.call({ url: `${CHANNELS}/${channel.id}`, headers: bearer(support) });
    expect(opened.statusCode).toBe(404);
  });

  it('answers 404 for a channel that does not exist', async () => {
    const response = await remove(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().notice).toEqual({ key: 'studioLiveChannelNotFound' });
  });
});

describe('who may add and delete channels', () => {
  const attempts = [
    { method: 'POST' as const, url: CHANNELS, body: { ...NEW_CHANNEL, number: 7401 } },
    { method: 'DELETE' as const, url: `${CHANNELS}/1` },
  ];

  it('refuses them without a studio session and to support', async () => {
    await expectRefusedWithoutStudioSession(t, attempts, subscriber);
    await expectRefusedToRole(t, attempts, support, 'support');
    const none = await t.call({ url: `${CHANNELS}?q=7401`, headers: bearer(support) });
    expect(none.json().data.pager.count).toBe(0);
  });
});

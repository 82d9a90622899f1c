import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import {
  buildPath,
  studioApi,
  ValidationMessage,
  type ChannelHealth,
  type List,
  type LiveOverview,
  type StudioLiveCategory,
  type StudioLiveChannel,
} from '@marquee/contract';
import { studioAudit } from '../../../db/schema.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: string;
let editor: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await operatorOfRole(t, 'owner')).token;
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
});
afterAll(() => t.close());

const data = <T>(response: { statusCode: number; body: string; json(): unknown }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};
const CHANNELS = '/api/studio/live/channels';
const CATEGORIES = '/api/studio/live/categories';
const list = (query = '', token = support) =>
  t
    .call({ url: `${CHANNELS}${query}`, headers: bearer(token) })
    .then(data<List<StudioLiveChannel>>);
const bodyOf = (channel: StudioLiveChannel) => ({
  title: channel.title,
  number: channel.number,
  category_ids: channel.category_ids,
  censorship: channel.censorship,
  require_pin: channel.require_pin,
  catchup: channel.catchup,
  catchup_days: channel.catchup_days,
  sources: channel.sources,
});
const change = (id: number, body: Record<string, unknown>, token = editor) =>
  t.call({ method: 'PUT', url: `${CHANNELS}/${id}`, headers: bearer(token), body });
const latestAudit = async () =>
  (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];

describe('the studio channel calls', () => {
  it('page the channels by number, searched by title or number and filtered by category', async () => {
    const all = await list();
    expect(all.pager.count).toBeGreaterThan(0);
    const numbers = all.items.map((channel) => channel.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const first = all.items[0]!;
    const word = first.title.split(' ')[0]!;
    const byWord = await list(`?q=${encodeURIComponent(word.toLowerCase())}`);
    expect(byWord.items.map((channel) => channel.id)).toContain(first.id);
    const byNumber = await list(`?q=${first.number}`);
    expect(byNumber.items.map((channel) => channel.id)).toContain(first.id);
    expect((await list('?q=%25%25nothing-like-this')).items).toEqual([]);
    const category = first.category_ids[0];
    if (category !== undefined) {
      const inCategory = await list(`?category_id=${category}`);
      expect(inCategory.items.every((channel) => channel.category_ids.includes(category))).toBe(
        true,
      );
    }
  });

  it('change a channel: name, number, categories, parental, catch-up and sources in order, audited', async () => {
    const channel = (await list()).items[0]!;
    const categories = data<StudioLiveCategory[]>(
      await t.call({ url: CATEGORIES, headers: bearer(support) }),
    );
    const saved = data<StudioLiveChannel>(
      await change(channel.id, {
        ...bodyOf(channel),
        title: '  Renamed in the studio ',
        number: 4321,
        category_ids: [categories[0]!.id],
        require_pin: true,
        catchup: true,
        catchup_days: 3,
        sources: ['https://b.example.com/live.m3u8', 'http://a.example.com/live.m3u8'],
      }),
    );
    expect(saved).toMatchObject({
      title: 'Renamed in the studio',
      number: 4321,
      category_ids: [categories[0]!.id],
      require_pin: true,
      catchup_days: 3,
      recorded: true,
      sources: ['https://b.example.com/live.m3u8', 'http://a.example.com/live.m3u8'],
    });
    expect(await latestAudit()).toMatchObject({
      action: 'channel.update',
      target: `channel:${channel.id}`,
      before: { title: channel.title },
      after: { title: 'Renamed in the studio', number: 4321 },
    });
    // Subscribers see it at once.
    const { token } = await t.login();
    const served = await t.call({ url: '/api/channels/list?limit=200', token });
    expect(served.body).toContain('Renamed in the studio');
    // The health list knows it now: restreamed, not yet tried.
    const health = data<List<ChannelHealth>>(
      await t.call({ url: '/api/studio/live/health', headers: bearer(support) }),
    );
    expect(health.items.find((item) => item.channel_id === channel.id)).toMatchObject({
      state: expect.any(String),
      recorded: true,
      sources: [
        expect.objectContaining({ url: 'https://b.example.com/live.m3u8' }),
        expect.objectContaining({ url: 'http://a.example.com/live.m3u8' }),
      ],
    });
    const overview = data<LiveOverview>(
      await t.call({ url: '/api/studio/live/overview', headers: bearer(support) }),
    );
    expect(overview.with_sources).toBeGreaterThanOrEqual(1);
    expect(overview.channels).toBeGreaterThanOrEqual(overview.with_sources);
  });

  it.each([
    ['an empty title', { title: ' ' }, 'title', ValidationMessage.brandTextRequired],
    ['a negative number', { number: -1 }, 'number', ValidationMessage.orderInvalid],
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
  ])('refuse %s with a 400 naming the field', async (_, fields, field, text) => {
    const channel = (await list()).items[1]!;
    const response = await change(channel.id, { ...bodyOf(channel), ...fields });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toEqual([expect.stringContaining(text)]);
    expect(
      data<StudioLiveChannel>(
        await t.call({ url: `${CHANNELS}/${channel.id}`, headers: bearer(support) }),
      ),
    ).toEqual(channel);
  });

  it('refuse an unknown category and an unknown channel', async () => {
    const channel = (await list()).items[1]!;
    const unknown = await change(channel.id, { ...bodyOf(channel), category_ids: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().notice.key).toBe('studioLiveCategoryUnknown');
    const missing = await change(999_999, bodyOf(channel));
    expect(missing.statusCode).toBe(404);
  });
});

describe('the studio category calls', () => {
  it('add, rename and order a category, refuse a taken name and remove only an empty one', async () => {
    const made = data<StudioLiveCategory>(
      await t.call({
        method: 'POST',
        url: CATEGORIES,
        headers: bearer(editor),
        body: { name: 'Studio picks', position: 0 },
      }),
    );
    expect(made).toMatchObject({ name: 'Studio picks', position: 0, channels: 0 });
    const renamed = data<StudioLiveCategory>(
      await t.call({
        method: 'PUT',
        url: `${CATEGORIES}/${made.id}`,
        headers: bearer(editor),
        body: { name: 'Editors’ picks', position: 9000 },
      }),
    );
    expect(renamed).toMatchObject({ name: 'Editors’ picks', position: 9000 });
    const taken = await t.call({
      method: 'POST',
      url: CATEGORIES,
      headers: bearer(editor),
      body: { name: 'EDITORS’ PICKS', position: 1 },
    });
    expect(taken.statusCode).toBe(409);
    const ordered = data<StudioLiveCategory[]>(
      await t.call({ url: CATEGORIES, headers: bearer(owner) }),
    );
    expect(ordered.at(-1)!.id).toBe(made.id);

    const used = ordered.find((category) => category.channels > 0)!;
    const refused = await t.call({
      method: 'DELETE',
      url: `${CATEGORIES}/${used.id}`,
      headers: bearer(editor),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().notice).toMatchObject({ key: 'studioLiveCategoryInUse' });
    const removed = await t.call({
      method: 'DELETE',
      url: `${CATEGORIES}/${made.id}`,
      headers: bearer(editor),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await latestAudit()).toMatchObject({ action: 'channel_category.delete' });
  });
});

describe('every studio Live call', () => {
  const liveCalls = Object.entries(studioApi).filter(([, call]) =>
    call.path.startsWith('/studio/live/'),
  );
  it('answers 401 without a session and to a subscriber, and 403 to support for changes', async () => {
    expect(liveCalls.length).toBeGreaterThanOrEqual(17);
    const { token } = await t.login();
    for (const [name, call] of liveCalls) {
      const url = `/api${buildPath(call.path, { id: 1 })}`;
      const attempt = { method: call.method, url, body: call.method === 'GET' ? undefined : {} };
      expect((await t.call(attempt)).statusCode, name).toBe(401);
      const asSubscriber = await t.call({
        ...attempt,
        headers: { authorization: `Bearer ${token}` },
        token,
      });
      expect([401, 403], name).toContain(asSubscriber.statusCode);
      const asSupport = await t.call({ ...attempt, headers: bearer(support) });
      if (call.method === 'GET') expect(asSupport.statusCode, name).not.toBe(403);
      else expect(asSupport.statusCode, name).toBe(403);
    }
  });
});

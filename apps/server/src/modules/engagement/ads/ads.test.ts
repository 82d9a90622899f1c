import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adBannerSchema, boxPositions, envelope } from '@marquee/contract';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { adBanners, channels, shows, vods } from '../../../db/schema.js';
import { signInAsKids } from '../../../test/kids-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
});
afterAll(() => t.close());

const listBody = envelope(z.array(adBannerSchema));
const list = async (query: string, as = token) => {
  const response = await t.call({ url: `/api/ads/list?${query}`, token: as });
  expect(response.statusCode, response.body).toBe(200);
  return listBody.parse(response.json()).data!;
};

describe('GET /ads/list', () => {
  it.each(boxPositions)('has active image banners for %s, in position order', async (box) => {
    const banners = await list(`filter[box_position]=${box}&filter[ads_type]=image`);
    expect(banners.length).toBeGreaterThan(0);
    const rows = (await t.database.db.select().from(adBanners))
      .filter((row) => row.boxPosition === box && row.active)
      .sort((a, b) => a.position - b.position);
    expect(banners.map((banner) => banner.mongo_id)).toEqual(rows.map((row) => row.id));
    for (const banner of banners) {
      expect(banner.box_position).toBe(box);
      expect(banner.ads_file.original).toBe(`/media/art/banner/${banner.mongo_id}.svg`);
      expect(banner.title.length).toBeGreaterThan(0);
      if (banner.target_url !== null) expect(banner.target_url).toMatch(/^\/[a-z]/);
    }
  });

  it('leaves inactive banners out', async () => {
    const inactive = (await t.database.db.select().from(adBanners)).filter((row) => !row.active);
    expect(inactive.length).toBeGreaterThan(0);
    const listed = await list(`filter[box_position]=${inactive[0]!.boxPosition}`);
    expect(listed.map((banner) => banner.mongo_id)).not.toContain(inactive[0]!.id);
  });

  it('points banners at titles and pages of the app', async () => {
    const targets = (
      await Promise.all(boxPositions.map((box) => list(`filter[box_position]=${box}`)))
    ).flatMap((banners) => banners.map((banner) => banner.target_url));
    expect(targets).toContain('/page/help');
    expect(targets.some((target) => /^\/movies\/\d+$/.test(target ?? ''))).toBe(true);
    expect(targets.some((target) => /^\/tv-shows\/\d+$/.test(target ?? ''))).toBe(true);
    expect(targets).toContain(null);
  });

  it.each([
    ['filter[box_position]=sidebar_box', 'filter[box_position]', 'box_position must be one of'],
    ['filter[box_position]=', 'filter[box_position]', 'box_position must be one of'],
    ['filter[box_position]=home_box&filter[ads_type]=video', 'filter[ads_type]', 'ads_type must'],
    ['filter[box_position]=home_box&filter[x]=1', 'filter[x]', 'unknown parameter'],
    ['', 'filter', 'filter[box_position] is required'],
  ])('answers 400 with a clear message for %s', async (query, field, text) => {
    const before = await t.database.db.select().from(adBanners);
    const response = await t.call({ url: `/api/ads/list?${query}`, token });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.status).toBe(0);
    expect(body.message).toContain('Invalid query');
    expect(body.message).toContain(text);
    expect(Object.keys(body.errors)).toContain(field);
    expect(await t.database.db.select().from(adBanners)).toEqual(before);
  });

  it('needs a login', async () => {
    const response = await t.call({ url: '/api/ads/list?filter[box_position]=home_box' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /media/art/banner/{id}.svg', () => {
  it('draws the banner with its title in the brand colour', async () => {
    const [banner] = await list('filter[box_position]=home_box');
    const response = await t.call({ url: banner!.ads_file.original });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg[^>]* width="1200" height="200"/);
    expect(response.body).toContain('fill="#e50914"');
    expect(response.body).toContain(`aria-label="${banner!.title.replace(/'/g, '&apos;')}"`);
  });

  it('answers 404 for an unknown banner and 400 for a malformed name', async () => {
    const unknown = await t.call({ url: '/media/art/banner/ffffffffffffffffffffffff.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such banner.');
    const malformed = await t.call({ url: '/media/art/banner/..%2Fx.svg' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^Invalid path: file /);
  });
});

describe('GET /ads/list for a kids profile (ceiling PG)', () => {
  it('leaves out the banners leading to a title or channel above the ceiling, and keeps the rest', async () => {
    const { db } = t.database;
    const codes = new Map<string, string | null>();
    for (const row of await db.select().from(vods))
      codes.set(`/movies/${row.id}`, row.parentalCode);
    for (const row of await db.select().from(shows))
      codes.set(`/tv-shows/${row.id}`, row.parentalCode);
    const [gentle] = await db.select().from(channels).where(eq(channels.parentalCode, 'G'));
    const [adult] = await db.select().from(channels).where(eq(channels.parentalCode, '18'));
    for (const channel of [gentle!, adult!])
      codes.set(`/channels/${channel.id}`, channel.parentalCode);
    await db.insert(adBanners).values(
      [gentle!, adult!].map((channel, index) => ({
        id: `kids-channel-${index}`,
        boxPosition: 'live_tv_box',
        title: channel.title,
        imagePath: '/media/art/banner/kids.svg',
        targetUrl: `/channels/${channel.id}`,
      })),
    );
    const kids = (await signInAsKids(t, 'PG')).token;
    let left = 0;
    for (const box of boxPositions) {
      const all = await list(`filter[box_position]=${box}`);
      const shown = all.filter((banner) => {
        const code = banner.target_url === null ? undefined : codes.get(banner.target_url);
        return code === undefined
          ? !codes.has(banner.target_url ?? '')
          : ['G', 'PG'].includes(code ?? '');
      });
      left += all.length - shown.length;
      const forKids = await list(`filter[box_position]=${box}`, kids);
      expect(
        forKids.map((banner) => banner.mongo_id),
        box,
      ).toEqual(shown.map((banner) => banner.mongo_id));
    }
    // The demo's banners for an 18 and a PG-13 film, and the 18 channel's.
    expect(left).toBe(3);
  });
});

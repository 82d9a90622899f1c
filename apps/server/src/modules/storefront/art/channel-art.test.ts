import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const harbourNews = async () =>
  (await t.database.db.select().from(channels).where(eq(channels.title, 'Harbour News 24')))[0]!;

describe('GET /media/art/channel/{id}/{logo,screenshot}.svg', () => {
  it('draws the seeded channel’s logo with its name and number, cached like other art', async () => {
    const channel = await harbourNews();
    const response = await t.call({ url: channel.logoUrl! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(/^<svg[^>]* width="200" height="200"/);
    expect(response.body).toContain('aria-label="Harbour News 24"');
    expect(response.body).toContain('>101</text>');
  });

  it('draws a 16:9 screenshot in the same hue as the logo', async () => {
    const channel = await harbourNews();
    const screenshot = (await t.call({ url: channel.screenshotUrl! })).body;
    expect(screenshot).toMatch(/^<svg[^>]* width="1280" height="720"/);
    expect(screenshot).toContain('aria-label="Harbour News 24"');
    const hueOf = (svg: string) => /stop-color="hsl\((\d+),/.exec(svg)?.[1];
    const logo = (await t.call({ url: channel.logoUrl! })).body;
    expect(hueOf(screenshot)).toBe(hueOf(logo));
  });

  it('answers 404 for an unknown channel and 400 for another file or a malformed id', async () => {
    const unknown = await t.call({ url: '/media/art/channel/999999/logo.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().notice).toEqual({ key: 'channelArtworkNotFound' });
    const channel = await harbourNews();
    const other = await t.call({ url: `/media/art/channel/${channel.id}/poster.svg` });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/^Invalid path: file /);
    const malformed = await t.call({ url: '/media/art/channel/1e3/logo.svg' });
    expect(malformed.statusCode).toBe(400);
  });
});

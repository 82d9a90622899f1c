import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channelStreamSchema, envelope, notice, noticeText } from '@marquee/contract';
import { z } from 'zod/mini';
import { channels } from '../../../db/schema.js';
import { signInAsKids } from '../../../test/kids-session.js';
import type { TestApp } from '../../../test/test-app.js';
import { createLiveOriginWorld, type LiveOriginWorld } from './live-origin-fixtures.js';

// The channel stream call for a kids profile whose ceiling is PG: live, start-over, catch-up and
// time-shift of a channel rated above it are refused alike.
let t: TestApp;
let kids: string;
let news: LiveOriginWorld['news'];
let plain: LiveOriginWorld['plain'];
let programme: LiveOriginWorld['programme'];

beforeAll(async () => {
  ({ t, news, plain, programme } = await createLiveOriginWorld());
  await t.database.db.update(channels).set({ parentalCode: '18' }).where(eq(channels.id, news.id));
  await t.database.db.update(channels).set({ parentalCode: 'G' }).where(eq(channels.id, plain.id));
  kids = (await signInAsKids(t, 'PG')).token;
});
afterAll(() => t.close());

const stream = (body: object) =>
  t.call({ method: 'POST', url: '/api/channels/stream', token: kids, body });

describe('POST /channels/stream from a kids profile', () => {
  it('plays a channel rated within the ceiling', async () => {
    const response = await stream({ channel_id: plain.id });
    expect(response.statusCode, response.body).toBe(200);
    const answer = envelope(z.nullable(channelStreamSchema)).parse(response.json()).data;
    expect(answer?.url).toMatch(/\.m3u8$/);
  });

  it('refuses a channel above the ceiling live, from a programme and from a moment', async () => {
    const from = Math.floor(t.now().getTime() / 1000) - 600;
    for (const body of [
      { channel_id: news.id },
      { channel_id: news.id, epg_programme_id: programme.ended },
      { channel_id: news.id, epg_programme_id: programme.onAir },
      { channel_id: news.id, from_timestamp: from },
    ]) {
      const response = await stream(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json()).toMatchObject({
        message: noticeText(notice('kidsChannelUnavailable')),
        notice: { key: 'kidsChannelUnavailable' },
      });
    }
  });
});

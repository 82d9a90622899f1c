import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { envelope, rentalSchema } from '@marquee/contract';
import { DAY, MINUTE } from '../../../clock.js';
import { payments } from '../../../db/schema.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';
import type { TestApp } from '../../../test/test-app.js';
import {
  createLiveOriginWorld,
  type LiveOriginWorld,
  originCalls,
} from './live-origin-fixtures.js';

let t: TestApp;
let token: string;
let accountId: number;
let news: LiveOriginWorld['news'];
let premium: LiveOriginWorld['premium'];
let plain: LiveOriginWorld['plain'];

beforeAll(async () => {
  ({ t, token, accountId, news, premium, plain } = await createLiveOriginWorld());
});
afterAll(() => t.close());

const { streamCall, stream, get } = originCalls(() => ({ t, token }));

describe('who may stream a channel', () => {
  it('refuses an unknown channel, a profile of another channel and an expired subscription', async () => {
    const unknown = await streamCall({ channel_id: 999_999 });
    expect([unknown.statusCode, unknown.json().notice.key]).toEqual([404, 'channelNotFound']);
    const foreign = await streamCall({ channel_id: news.id, streaming_profile_id: plain.sd });
    expect([foreign.statusCode, foreign.json().notice.key]).toEqual([
      404,
      'channelProfileNotFound',
    ]);
    const expired = (await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password)).token;
    const refused = await streamCall({ channel_id: news.id }, expired);
    expect([refused.statusCode, refused.json().notice.key]).toEqual([403, 'subscriptionExpired']);
  });

  it('refuses a channel not rented, then plays it once rented for the days chosen, and renting twice charges once', async () => {
    const refused = await streamCall({ channel_id: premium.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This channel is not rented. Rent it before watching.');
    const charged = () =>
      t.database.db.select().from(payments).where(eq(payments.accountId, accountId));
    const paidBefore = (await charged()).length;
    const rent = () =>
      t.call({
        method: 'POST',
        url: '/api/channels/rent',
        token,
        body: { channel_id: premium.id, streaming_profile_id: premium.hd, duration: 30 },
      });
    const notOffered = await t.call({
      method: 'POST',
      url: '/api/channels/rent',
      token,
      body: { channel_id: premium.id, streaming_profile_id: premium.hd, duration: 3 },
    });
    expect([notOffered.statusCode, notOffered.json().notice.key]).toEqual([
      400,
      'durationNotOfferedChoice',
    ]);
    const [one, two] = await Promise.all([rent(), rent()]);
    expect(one.statusCode, one.body).toBe(200);
    const rental = envelope(rentalSchema).parse(one.json()).data!;
    expect(rental.profile).toMatchObject({ id: premium.hd, code: 'HD', subscribed: true });
    expect(Date.parse(rental.expires_at!) - t.now().getTime()).toBeGreaterThan(30 * DAY - MINUTE);
    expect(two.json().data).toEqual(one.json().data);
    expect((await rent()).json().data).toEqual(one.json().data);
    const paid = (await charged()).slice(paidBefore);
    expect(paid.map((payment) => payment.description)).toEqual([
      'Rental of channel "Premium Films" (HD, 30 days)',
    ]);
    expect(paid[0]!.amountCents).toBe(499);
    const granted = await stream({ channel_id: premium.id });
    expect(granted.streaming_profile_id).toBe(premium.hd);
    expect((await get(granted.url)).statusCode).toBe(200);
  });

  it('refuses to rent a profile included in the subscription or of another channel', async () => {
    const rent = (body: unknown) =>
      t.call({ method: 'POST', url: '/api/channels/rent', token, body });
    const included = await rent({ channel_id: news.id, streaming_profile_id: news.hd });
    expect([included.statusCode, included.json().notice.key]).toEqual([
      400,
      'includedInSubscription',
    ]);
    const foreign = await rent({ channel_id: news.id, streaming_profile_id: premium.hd });
    expect([foreign.statusCode, foreign.json().notice.key]).toEqual([
      404,
      'channelProfileNotFound',
    ]);
    const unknown = await rent({ channel_id: 999_999, streaming_profile_id: premium.hd });
    expect([unknown.statusCode, unknown.json().notice.key]).toEqual([404, 'channelNotFound']);
  });
});

import { vi } from 'vitest';
import { noticeTexts, type Channel, type Programme } from '@marquee/contract';
import { envelopeResponse, listOf, urlOf } from '@/test/fixtures';

export interface FakeLive {
  channels: Channel[];
  programmes?: Programme[];
  /** The parental PIN (4 digits) and the purchase PIN (5 digits) the account has. */
  pins?: { parental: string; purchase: string };
  /** Channels that are down: their stream call answers 409 `channelUnavailable` while listed. */
  down?: Set<number>;
}

/**
 * A fake of the live TV calls the channel player makes: channel details by `filter[id][0]`, the
 * line-up, the guide, the stream (live, a programme's or from a moment; refused for a channel
 * that is down), the rent call and the PIN check. A rented profile makes its channel subscribed
 * from then on. Returns the fetch mock.
 */
export function fakeLiveApi(live: FakeLive) {
  const rented = new Set<number>();
  const pins = live.pins ?? { parental: '1234', purchase: '12345' };
  const current = (channel: Channel): Channel => {
    const streaming_profiles = channel.streaming_profiles.map((profile) =>
      rented.has(profile.id) ? { ...profile, subscribed: true } : profile,
    );
    const subscribed = streaming_profiles.some((profile) => profile.subscribed);
    return { ...channel, subscribed, streaming_profiles };
  };
  const ok = (data: unknown, extra: object = {}) =>
    Promise.resolve(envelopeResponse({ status: 1, data, ...extra }));
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
    switch (url.pathname) {
      case '/api/channels/list': {
        const id = url.searchParams.get('filter[id][0]');
        const sorted = [...live.channels].sort((a, b) => a.channel_number - b.channel_number);
        const found = id === null ? sorted : sorted.filter((channel) => channel.id === Number(id));
        return ok(listOf(found.map(current)));
      }
      case '/api/epgs/list':
        return ok(live.programmes ?? []);
      case '/api/channels/stream': {
        const { channel_id, epg_programme_id, from_timestamp } = body as {
          channel_id: number;
          epg_programme_id?: number;
          from_timestamp?: number;
        };
        if (live.down?.has(channel_id)) {
          const refusal = {
            status: 0,
            message: noticeTexts.channelUnavailable,
            notice: { key: 'channelUnavailable' },
          };
          return Promise.resolve(envelopeResponse(refusal, 409));
        }
        const file = epg_programme_id
          ? `programme-${epg_programme_id}`
          : from_timestamp
            ? `shift-${from_timestamp}`
            : 'index';
        return ok({
          url: `/media/s/token/live/${channel_id}/${file}.m3u8`,
          primary_drm_license_url: null,
          thumbnails_url: null,
          streaming_profile_id: null,
          catchup: epg_programme_id !== undefined || from_timestamp !== undefined,
        });
      }
      case '/api/channels/rent': {
        const profileId = body.streaming_profile_id as number;
        rented.add(profileId);
        const profile = live.channels
          .flatMap((channel) => channel.streaming_profiles)
          .find(({ id }) => id === profileId);
        return ok(
          { profile: { ...profile, subscribed: true }, expires_at: null },
          { message: 'Successfully rented', notice: { key: 'rented' } },
        );
      }
      case '/api/account/check-pin': {
        const expected = body.type === 'parental' ? pins.parental : pins.purchase;
        return ok({ ok: body.pin === expected });
      }
      default:
        return Promise.reject(new Error(`unexpected call ${url.pathname}`));
    }
  });
  return fetchMock;
}

/** The bodies of the calls to one path, in order. */
export function bodiesOf(fetchMock: ReturnType<typeof fakeLiveApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => urlOf(input).split('?')[0] === path)
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);
}

import { vi } from 'vitest';
import type {
  Channel,
  ChannelCategory,
  GuideRow,
  List,
  Programme,
  Reminder,
} from '@marquee/contract';
import { envelopeResponse, makeConfiguration, urlOf } from '@/test/fixtures';

export interface GuideServer {
  channels: Channel[];
  /** Every programme of a channel, in start order. */
  programmes: (channel: Channel) => Programme[];
  categories?: ChannelCategory[];
  favourites?: Channel[];
  reminders?: Reminder[];
  /** Answers a tile with a server error while this says so. */
  fails?: (url: URL) => boolean;
}

const HOUR_MS = 3_600_000;

/** Programmes of a channel, back to back from 12 hours before `now` to 12 hours after, 60 minutes long (30 on even channels), titled "C{channel} {n}" from the on-air one (n = 0). */
export function rollingProgrammes(channel: Channel, now: number): Programme[] {
  const length = channel.id % 2 === 0 ? HOUR_MS / 2 : HOUR_MS;
  const onAirStart = Math.floor(now / length) * length;
  const programmes: Programme[] = [];
  for (let n = -12 * (HOUR_MS / length); n < 12 * (HOUR_MS / length); n++) {
    const start = onAirStart + n * length;
    programmes.push({
      id: channel.id * 1000 + 500 + n,
      channel_id: channel.id,
      title: `C${channel.id} ${n}`,
      description: n === 0 ? `What is on channel ${channel.id} now.` : null,
      category: n === 0 ? 'News' : null,
      icon_url: null,
      start_timestamp: start / 1000,
      end_timestamp: (start + length) / 1000,
    });
  }
  return programmes;
}

const channelIdsOf = (url: URL) =>
  [...url.searchParams.entries()]
    .filter(([key]) => key.startsWith('filter[channel_id]'))
    .map(([, value]) => Number(value));

/** The ids of `filter[channel_id][n]`, or the favourites' for `filter[favorites]=1`. */
const idsOf = (server: GuideServer, url: URL) =>
  url.searchParams.get('filter[favorites]') === '1'
    ? (server.favourites ?? []).map((channel) => channel.id)
    : channelIdsOf(url);

/** `/epgs/index` as the server answers it: channels by number, paged, their programmes overlapping the window. */
function guideIndex(server: GuideServer, url: URL): List<GuideRow> {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const start = Number(url.searchParams.get('filter[start]'));
  const end = Number(url.searchParams.get('filter[end]'));
  const category = url.searchParams.get('filter[category_id]');
  const ids = idsOf(server, url);
  const favouritesOnly = url.searchParams.get('filter[favorites]') === '1';
  const channels = server.channels
    .filter(
      (channel) => !category || channel.channel_categories.some((c) => c.id === Number(category)),
    )
    .filter((channel) => (!favouritesOnly && ids.length === 0) || ids.includes(channel.id))
    .sort((a, b) => a.channel_number - b.channel_number);
  const items = channels.slice((page - 1) * limit, page * limit).map((channel) => ({
    channel,
    programmes: server
      .programmes(channel)
      .filter((programme) => programme.start_timestamp < end && programme.end_timestamp > start),
  }));
  return {
    items,
    pager: {
      page,
      pageCount: Math.max(1, Math.ceil(channels.length / limit)),
      count: channels.length,
    },
  };
}

/** A fetch stand-in answering the guide's calls and the configuration; anything else never answers. */
export function guideFetch(server: GuideServer) {
  return vi.fn<typeof fetch>((input) => {
    const url = new URL(urlOf(input), 'http://marquee');
    const ok = (data: unknown) => Promise.resolve(envelopeResponse({ status: 1, data }));
    switch (url.pathname) {
      case '/api/composer/configuration/web':
        return ok(makeConfiguration());
      case '/api/channel-categories/list':
        return ok(server.categories ?? []);
      case '/api/epg-reminders/index':
        return ok(server.reminders ?? []);
      case '/api/channels/favorites':
        return ok(server.favourites ?? []);
      case '/api/channels/list': {
        const ids = [...url.searchParams.entries()]
          .filter(([key]) => key.startsWith('filter[id]'))
          .map(([, value]) => Number(value));
        const items = server.channels.filter((channel) => ids.includes(channel.id));
        return ok({ items, pager: { page: 1, pageCount: 1, count: items.length } });
      }
      case '/api/epgs/index':
        if (server.fails?.(url)) {
          return Promise.resolve(envelopeResponse({ status: 0, message: 'Server error' }, 500));
        }
        return ok(guideIndex(server, url));
      default:
        return new Promise<Response>(() => undefined);
    }
  });
}

/** The guide tile calls a stand-in received, as URLs without the origin. */
export function guideCalls(fetchMock: ReturnType<typeof guideFetch>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://marquee'))
    .filter((url) => url.pathname === '/api/epgs/index');
}

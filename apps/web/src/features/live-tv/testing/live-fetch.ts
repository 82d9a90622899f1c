import { vi } from 'vitest';
import type { AdBanner, Channel, ChannelCategory, List } from '@marquee/contract';
import { envelopeResponse, makeConfiguration, urlOf } from '@/test/fixtures';

export interface LiveServer {
  categories?: ChannelCategory[];
  /** A page of the channel list for a request, or 'hang' to keep it waiting. */
  channels?: (url: URL) => List<Channel> | 'hang';
  favourites?: Channel[];
  /** The banners of the live_tv_box position. */
  ads?: AdBanner[];
}

/** A fetch stand-in answering the live TV calls, the adverts and the configuration (every module on); anything else never answers. */
export function liveFetch(server: LiveServer) {
  return vi.fn<typeof fetch>((input, init) => {
    const url = new URL(urlOf(input), 'http://marquee');
    const ok = (data: unknown) => Promise.resolve(envelopeResponse({ status: 1, data }));
    if (url.pathname === '/api/composer/configuration/web') return ok(makeConfiguration());
    if (url.pathname === '/api/ads/list') return ok(server.ads ?? []);
    if (url.pathname === '/api/channel-categories/list') return ok(server.categories ?? []);
    if (url.pathname === '/api/channels/favorites') return ok(server.favourites ?? []);
    if (url.pathname === '/api/channels/toggle-favorite') {
      const { channel_id } = JSON.parse(init?.body as string) as { channel_id: number };
      const favorite = !(server.favourites ?? []).some((channel) => channel.id === channel_id);
      return ok({ channel_id, favorite });
    }
    if (url.pathname === '/api/channels/list' && server.channels) {
      const answer = server.channels(url);
      if (answer !== 'hang') return ok(answer);
    }
    return new Promise<Response>(() => undefined);
  });
}

/** The channel-list calls a stand-in received, decoded, without the origin. */
export function channelListCalls(fetchMock: ReturnType<typeof liveFetch>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => decodeURIComponent(urlOf(input)))
    .filter((url) => url.startsWith('/api/channels/list'));
}

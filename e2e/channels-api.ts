import type { APIRequestContext, Page, Request } from '@playwright/test';
import { sessionHeaders } from './catalogue-api';

/** A channel as the channel list answers it, the fields the live specs use. */
export interface ListedChannel {
  id: number;
  title: string;
  channel_number: number;
  subscribed: boolean;
  favorite: boolean;
  catchup_enabled: boolean;
  parental_rating: { require_pin: boolean } | null;
  streaming_profiles: Array<{ id: number; name: string; subscribed: boolean }>;
}

export interface GuideProgramme {
  id: number;
  title: string;
  start_timestamp: number;
  end_timestamp: number;
}

/** Every channel, in channel_number order, as the signed-in account sees them. */
export async function allChannels(page: Page, request: APIRequestContext) {
  const answer = await request.get('/api/channels/list', {
    headers: await sessionHeaders(page),
    params: { limit: 200, 'config[enable_favorites]': 1 },
  });
  return ((await answer.json()).data as { items: ListedChannel[] }).items;
}

/** The first channel that plays at once: subscribed, no parental PIN, catch-up on. */
export async function freeChannel(page: Page, request: APIRequestContext) {
  const channels = await allChannels(page, request);
  const channel = channels.find(
    (item) => item.subscribed && !item.parental_rating?.require_pin && item.catchup_enabled,
  );
  if (!channel) throw new Error('The demo data has no free channel with catch-up.');
  return { channel, channels };
}

/** The channel's programmes around now (the last three hours and the next one). */
export async function programmesAroundNow(page: Page, request: APIRequestContext, id: number) {
  const now = Math.floor(Date.now() / 1000);
  const answer = await request.get('/api/epgs/list', {
    headers: await sessionHeaders(page),
    params: {
      'filter[channel_id]': id,
      'filter[start]': now - 3 * 3600,
      'filter[end]': now + 3600,
    },
  });
  return (await answer.json()).data as GuideProgramme[];
}

/** The body of a channel stream request. */
export const streamBody = (request: Request) =>
  request.postDataJSON() as {
    channel_id: number;
    epg_programme_id?: number;
    from_timestamp?: number;
  };

export const isChannelStream = (request: Request) =>
  request.url().endsWith('/api/channels/stream') && request.method() === 'POST';

/** The value of an integer tag of a playlist, e.g. EXT-X-MEDIA-SEQUENCE. */
export const playlistTag = (body: string, tag: string) =>
  Number(new RegExp(`#${tag}:(\\d+)`).exec(body)?.[1] ?? NaN);

/** A row of the guide grid as `/epgs/index` answers it. */
export interface GuideIndexRow {
  channel: ListedChannel & { channel_categories: Array<{ id: number }> };
  programmes: GuideProgramme[];
}

/** One page of the guide grid: channels by number with their programmes in a window (Unix seconds). */
export async function guideIndex(
  page: Page,
  request: APIRequestContext,
  window: { start: number; end: number; categoryId?: number; limit?: number },
) {
  const answer = await request.get('/api/epgs/index', {
    headers: await sessionHeaders(page),
    params: {
      limit: window.limit ?? 50,
      'filter[start]': window.start,
      'filter[end]': window.end,
      ...(window.categoryId === undefined ? {} : { 'filter[category_id]': window.categoryId }),
    },
  });
  return (await answer.json()).data as { items: GuideIndexRow[]; pager: { count: number } };
}

/** The channel categories, each with its sub-categories. */
export async function channelCategories(page: Page, request: APIRequestContext) {
  const answer = await request.get('/api/channel-categories/list', {
    headers: await sessionHeaders(page),
  });
  return (await answer.json()).data as Array<{ id: number; name: string; children: unknown[] }>;
}

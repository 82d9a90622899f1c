import {
  ChannelPageSize,
  GUIDE_PAGE_SIZE,
  notice,
  type Channel,
  type ChannelCategory,
  type GuideRow,
  type List,
  type Programme,
} from '@marquee/contract';
import { DAY, type Clock } from '../../../clock.js';
import { notFound } from '../../../http/errors.js';
import type { Entitlements } from '../../accounts/account/index.js';
import { pager } from '../../catalogue/catalogue/index.js';
import { TRENDING_WINDOW_DAYS } from '../../catalogue/watching/index.js';
import { categoryTree } from './category-tree.js';
import { presentChannel } from './channel-presenter.js';
import type {
  ChannelOrder,
  ChannelRepository,
  ChannelRow,
  ChannelSelection,
} from './channel-repository.js';
import { searchChannels } from './channel-search.js';
import type { GuideRepository, GuideWindow } from './guide-repository.js';
import type { SharedChannelPages } from './shared-channel-pages.js';

/**
 * Who asks: the viewing profile (for favourites), what the account may watch, and a kids
 * profile's ceiling (null for the others): it sees no channel rated above it.
 */
export interface LiveViewer {
  profileId: number;
  entitlements: Entitlements;
  maturityCeiling: string | null;
}

/** A kids profile's ceiling as a selection's part; none for every other profile. */
const withinCeiling = (viewer: Pick<LiveViewer, 'maturityCeiling'>) =>
  viewer.maturityCeiling === null ? {} : { maturityCeiling: viewer.maturityCeiling };

/** The channel list's query once parsed (`channelListQuerySchema`'s output). */
export interface ChannelListRequest {
  page?: number;
  limit?: number;
  filter?: { category_id?: number; title?: string; id?: number[] };
  sort?: { channel_number?: 'asc' | 'desc'; title?: 'asc' | 'desc' };
  config?: { enable_favorites?: boolean };
}

export interface GuideIndexRequest {
  page?: number;
  limit?: number;
  filter: GuideWindow & { category_id?: number; channel_id?: number[]; favorites?: boolean };
}

/** Without a sort, channels are listed by number (the spec's Live TV list). */
const BY_NUMBER: ChannelOrder = [{ key: 'channel_number', direction: 'asc' }];

function orderOf(sort: ChannelListRequest['sort']): ChannelOrder {
  const order: ChannelOrder = [
    ...(sort?.channel_number
      ? [{ key: 'channel_number' as const, direction: sort.channel_number }]
      : []),
    ...(sort?.title ? [{ key: 'title' as const, direction: sort.title }] : []),
  ];
  return order.length > 0 ? order : BY_NUMBER;
}

/** Channels, their categories and favourites, trending channels and the guide. */
export function createLiveService(
  channels: ChannelRepository,
  sharedPages: SharedChannelPages,
  guide: GuideRepository,
  now: Clock,
) {
  const present = (rows: ChannelRow[], viewer: LiveViewer) =>
    rows.map((row) => presentChannel(row, viewer.entitlements));

  return {
    /** The channel list (catalogue §7), the search of channels and the catch-up fetch by id. */
    async list(request: ChannelListRequest, viewer: LiveViewer): Promise<List<Channel>> {
      const page = request.page ?? 1;
      const limit = request.limit ?? ChannelPageSize.liveTv;
      const offset = (page - 1) * limit;
      const selection: ChannelSelection = {
        categoryId: request.filter?.category_id,
        ids: request.filter?.id,
        ...withinCeiling(viewer),
      };
      const order = orderOf(request.sort);
      const favouritesOf = request.config?.enable_favorites ? viewer.profileId : undefined;
      const title = request.filter?.title;
      if (title === undefined) {
        const { rows, total } = await channels.page({
          selection,
          order,
          limit,
          offset,
          viewer: favouritesOf,
        });
        return { items: present(rows, viewer), pager: pager(page, limit, total) };
      }
      const matches = searchChannels(title, await channels.titles(selection, order));
      const rows = await channels.rowsOf(matches.slice(offset, offset + limit), favouritesOf);
      return { items: present(rows, viewer), pager: pager(page, limit, matches.length) };
    },

    /** The account's favourite channels by number. */
    async favourites(viewer: LiveViewer): Promise<Channel[]> {
      const { rows } = await channels.page({
        selection: { favouritesOf: viewer.profileId, ...withinCeiling(viewer) },
        order: BY_NUMBER,
        viewer: viewer.profileId,
      });
      return present(rows, viewer);
    },

    /**
     * Flips a channel in the profile's favourites; a channel that does not exist is a 404, and
     * so is one above a kids profile's ceiling.
     */
    async toggleFavourite(
      viewer: Pick<LiveViewer, 'profileId' | 'maturityCeiling'>,
      channelId: number,
    ) {
      const ceiling = viewer.maturityCeiling;
      if (ceiling !== null && !(await channels.idsWithin([channelId], ceiling)).has(channelId)) {
        throw notFound(notice('channelNotFound'));
      }
      const favorite = await channels.toggleFavourite(viewer.profileId, channelId);
      if (favorite === undefined) throw notFound(notice('channelNotFound'));
      return { channel_id: channelId, favorite };
    },

    /** Every channel, the week's most played first (as trending titles rank), then by number. */
    async trending(query: { page?: number; limit?: number }, viewer: LiveViewer) {
      const page = query.page ?? 1;
      const limit = query.limit ?? ChannelPageSize.homeRow;
      const { rows, total } = await channels.page({
        selection: withinCeiling(viewer),
        order: BY_NUMBER,
        trendingSince: new Date(now().getTime() - TRENDING_WINDOW_DAYS * DAY),
        limit,
        offset: (page - 1) * limit,
      });
      return { items: present(rows, viewer), pager: pager(page, limit, total) };
    },

    /** The categories that hold channels: for a kids profile, channels within its ceiling. */
    async categories(ceiling: string | null): Promise<ChannelCategory[]> {
      return categoryTree(await channels.categories(ceiling));
    },

    /**
     * One channel's programmes overlapping the window; none for a channel above a kids
     * profile's ceiling, as for one that does not exist.
     */
    async guide(
      channelId: number,
      window: GuideWindow,
      ceiling: string | null,
    ): Promise<Programme[]> {
      if (ceiling !== null && !(await channels.idsWithin([channelId], ceiling)).has(channelId)) {
        return [];
      }
      return guide.overlapping([channelId], window);
    },

    /**
     * The guide grid: a page of channels by number, each with its programmes in the window and
     * the viewer's favourite flag, or only the viewer's favourites with `favorites`.
     * A few queries whatever the page's size: the channels (a page every viewer shares comes
     * from memory, shared-channel-pages.ts, kept apart for each kids ceiling) and the viewer's
     * favourites among them, then all their programmes.
     */
    async guideIndex(request: GuideIndexRequest, viewer: LiveViewer): Promise<List<GuideRow>> {
      const page = request.page ?? 1;
      const limit = request.limit ?? GUIDE_PAGE_SIZE;
      const { filter } = request;
      const offset = (page - 1) * limit;
      const selection = {
        categoryId: filter.category_id,
        ids: filter.channel_id,
        ...withinCeiling(viewer),
      };
      const { rows, total } = filter.favorites
        ? await channels.page({
            selection: { ...selection, favouritesOf: viewer.profileId },
            order: BY_NUMBER,
            limit,
            offset,
            viewer: viewer.profileId,
          })
        : await sharedPages.page({ selection, order: BY_NUMBER, limit, offset }, viewer.profileId);
      const programmes = await guide.overlapping(
        rows.map((row) => row.id),
        filter,
      );
      const byChannel = new Map<number, Programme[]>(rows.map((row) => [row.id, []]));
      for (const programme of programmes) byChannel.get(programme.channel_id)?.push(programme);
      return {
        items: rows.map((row) => ({
          channel: presentChannel(row, viewer.entitlements),
          programmes: byChannel.get(row.id) ?? [],
        })),
        pager: pager(page, limit, total),
      };
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

import { forgettingOnNewVersion } from '../../../db/change-counter.js';
import { createReadMemo } from '../../../read-memo.js';
import type {
  ChannelOrder,
  ChannelRepository,
  ChannelRow,
  ChannelSelection,
} from './channel-repository.js';

/**
 * A page of channels that is the same for every viewer of a kids ceiling, or of none: no
 * favourites filter, no trending. The ceiling is in the selection, so in the page's key.
 */
export interface SharedPageRequest {
  selection: Omit<ChannelSelection, 'favouritesOf'>;
  order: ChannelOrder;
  limit: number;
  offset: number;
}

/** Pages remembered: the guide's pages by category and order, and more. */
const PAGES_REMEMBERED = 500;

/**
 * Pages of channels that every viewer shares, read once for the line-up's version
 * (live-versions.ts): every viewer scrolling the guide asks for the same few pages, and a
 * channel's row (its categories, profiles and artwork) is most of a guide tile's database time.
 * Channels change only by the seed and the channels import, which bump the version: the first
 * call after it has grown reads the pages again. The viewer's favourite flags are read apart,
 * for the page's channels alone.
 */
export function createSharedChannelPages(
  channels: Pick<ChannelRepository, 'page' | 'favouritesAmong'>,
  currentVersion: () => Promise<number>,
) {
  const pages = createReadMemo(
    (key: string) => channels.page(JSON.parse(key) as SharedPageRequest),
    { maxAgeMs: Infinity, capacity: PAGES_REMEMBERED, now: () => 0 },
  );
  const readVersion = forgettingOnNewVersion(currentVersion, () => pages.clear());

  return {
    /** The page, each row with the viewer's favourite flag. */
    async page(
      request: SharedPageRequest,
      viewer: number,
    ): Promise<{ rows: ChannelRow[]; total: number }> {
      await readVersion();
      const { rows, total } = await pages.get(JSON.stringify(request));
      const favourites = await channels.favouritesAmong(
        viewer,
        rows.map((row) => row.id),
      );
      // The remembered rows are shared by every caller: each gets its own copies.
      return { rows: rows.map((row) => ({ ...row, favorite: favourites.has(row.id) })), total };
    },
  };
}

export type SharedChannelPages = ReturnType<typeof createSharedChannelPages>;

import type { Channel, List, Pager } from '@marquee/contract';

/** The channels of a list gathered so far, page after page. */
export interface ChannelListState {
  items: Channel[];
  pager: Pager;
  /** A page came back without a channel the list did not already hold: nothing more to ask. */
  exhausted: boolean;
}

/** Switches of the Live TV list's paging (catalogue §4); both are on unless switched off. */
export interface AppendRules {
  /** Keep the channels in channel_number order. */
  sort?: boolean;
  /** Let a new page's pager replace the list's. */
  replacePager?: boolean;
}

const EMPTY_PAGER: Pager = { page: 1, pageCount: 0, count: 0 };

/** A list before its first page. */
export const emptyChannelList: ChannelListState = {
  items: [],
  pager: EMPTY_PAGER,
  exhausted: false,
};

/** Channels in channel_number order; equal numbers keep the order they came in. */
export function byChannelNumber(channels: readonly Channel[]): Channel[] {
  return [...channels].sort((a, b) => a.channel_number - b.channel_number);
}

/**
 * A page added to what was gathered (catalogue §4, Live TV list): channels already held (by id)
 * are left out, the result is sorted by channel_number unless sorting is off, and the pager is
 * replaced only when the new one's count is not 1 and replacement is not off.
 */
export function appendChannelPage(
  state: ChannelListState,
  page: List<Channel>,
  { sort = true, replacePager = true }: AppendRules = {},
): ChannelListState {
  const held = new Set(state.items.map((channel) => channel.id));
  const added = page.items.filter((channel) => {
    if (held.has(channel.id)) return false;
    held.add(channel.id);
    return true;
  });
  const items = [...state.items, ...added];
  return {
    items: sort ? byChannelNumber(items) : items,
    pager: replacePager && page.pager.count !== 1 ? page.pager : state.pager,
    exhausted: added.length === 0,
  };
}

/** Every page of a list gathered in order. */
export function gatherChannelPages(
  pages: readonly List<Channel>[],
  rules: AppendRules = {},
): ChannelListState {
  return pages.reduce<ChannelListState>(
    (state, page) => appendChannelPage(state, page, rules),
    emptyChannelList,
  );
}

/** Whether the pager counts more channels than the list holds. */
export function hasMoreChannels(state: ChannelListState): boolean {
  return !state.exhausted && state.items.length < state.pager.count;
}

/**
 * The page to ask next with `limit` channels a page, or undefined when there is no more. Pages
 * of another size may have come before (40 on home's row, then 100 a page): the page holding
 * the first channel not yet held is asked for, and the channels it repeats are left out.
 */
export function nextChannelPage(state: ChannelListState, limit: number): number | undefined {
  if (!hasMoreChannels(state)) return undefined;
  return Math.floor(state.items.length / limit) + 1;
}

/** A list is asked for more only when its pager has more and no call of it is under way. */
export function shouldLoadMore(list: { hasMore: boolean; inFlight: boolean }): boolean {
  return list.hasMore && !list.inFlight;
}

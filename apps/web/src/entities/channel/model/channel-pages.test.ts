import { describe, expect, it } from 'vitest';
import { ChannelPageSize } from '@marquee/contract';
import { channelPage, makeChannel, makeChannels } from '@/test/channel-fixtures';
import {
  appendChannelPage,
  emptyChannelList,
  gatherChannelPages,
  hasMoreChannels,
  nextChannelPage,
  shouldLoadMore,
} from './channel-pages';

const ids = (state: { items: { id: number }[] }) => state.items.map((channel) => channel.id);

describe('appendChannelPage (catalogue §4, Live TV list)', () => {
  it('leaves out channels already in the list, by id', () => {
    const first = appendChannelPage(emptyChannelList, channelPage(makeChannels([1, 2, 3])));
    const second = appendChannelPage(first, channelPage(makeChannels([3, 4, 2, 5])));
    expect(ids(second)).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts by channel_number unless sorting is switched off', () => {
    const page = channelPage([
      makeChannel({ id: 1, channel_number: 30 }),
      makeChannel({ id: 2, channel_number: 4 }),
      makeChannel({ id: 3, channel_number: 17 }),
    ]);
    expect(ids(appendChannelPage(emptyChannelList, page))).toEqual([2, 3, 1]);
    expect(ids(appendChannelPage(emptyChannelList, page, { sort: false }))).toEqual([1, 2, 3]);
  });

  it('replaces the pager only when the new count is not 1 and replacing is not switched off', () => {
    const list = appendChannelPage(
      emptyChannelList,
      channelPage(makeChannels([1, 2]), { page: 1, pageCount: 3, count: 120 }),
    );
    const single = channelPage(makeChannels([7]), { page: 1, pageCount: 1, count: 1 });
    expect(appendChannelPage(list, single).pager).toEqual({ page: 1, pageCount: 3, count: 120 });

    const next = channelPage(makeChannels([3]), { page: 2, pageCount: 3, count: 120 });
    expect(appendChannelPage(list, next).pager).toEqual({ page: 2, pageCount: 3, count: 120 });
    expect(appendChannelPage(list, next, { replacePager: false }).pager.page).toBe(1);
  });
});

describe('paging a channel list', () => {
  it('asks for the next page while the pager counts more channels than are held', () => {
    const page = (from: number, to: number) =>
      channelPage(makeChannels(Array.from({ length: to - from + 1 }, (_, i) => from + i)), {
        count: 90,
      });
    const one = gatherChannelPages([page(1, 40)]);
    expect(nextChannelPage(one, ChannelPageSize.liveTv)).toBe(2);
    const all = gatherChannelPages([page(1, 40), page(41, 80), page(81, 90)]);
    expect(hasMoreChannels(all)).toBe(false);
    expect(nextChannelPage(all, ChannelPageSize.liveTv)).toBeUndefined();
  });

  it("asks 100 a page after home's 40, from the first channel not yet held", () => {
    const first = gatherChannelPages([
      channelPage(makeChannels(Array.from({ length: 40 }, (_, i) => i + 1)), { count: 250 }),
    ]);
    expect(nextChannelPage(first, ChannelPageSize.homeAppend)).toBe(1);
    const second = appendChannelPage(
      first,
      channelPage(makeChannels(Array.from({ length: 100 }, (_, i) => i + 1)), { count: 250 }),
    );
    expect(second.items).toHaveLength(100);
    expect(nextChannelPage(second, ChannelPageSize.homeAppend)).toBe(2);
  });

  it('stops when a page brings no channel it did not hold, whatever the pager says', () => {
    const list = gatherChannelPages([
      channelPage(makeChannels([1, 2]), { count: 5 }),
      channelPage(makeChannels([1, 2]), { count: 5 }),
    ]);
    expect(hasMoreChannels(list)).toBe(false);
  });

  it('loads more only when the pager has more and no request is in flight', () => {
    expect(shouldLoadMore({ hasMore: true, inFlight: false })).toBe(true);
    expect(shouldLoadMore({ hasMore: true, inFlight: true })).toBe(false);
    expect(shouldLoadMore({ hasMore: false, inFlight: false })).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { ChannelRow } from './channel-repository.js';
import { createSharedChannelPages, type SharedPageRequest } from './shared-channel-pages.js';

const row = (id: number): ChannelRow => ({
  id,
  title: `Channel ${id}`,
  channelNumber: id,
  logoUrl: null,
  screenshotUrl: null,
  catchupEnabled: false,
  catchupDays: 0,
  parentalCode: null,
  requirePin: false,
  censorshipAllowed: true,
  categoryIds: [],
  profiles: [],
  favorite: false,
});

const firstPage: SharedPageRequest = {
  selection: {},
  order: [{ key: 'channel_number', direction: 'asc' }],
  limit: 2,
  offset: 0,
};

function setUp() {
  const lineUp = { version: 1 };
  const favourites = new Map<number, number[]>([
    [1, [2]],
    [7, []],
  ]);
  const channels = {
    page: vi.fn(() => Promise.resolve({ rows: [row(1), row(2)], total: 5 })),
    favouritesAmong: vi.fn((accountId: number, ids: readonly number[]) =>
      Promise.resolve(new Set((favourites.get(accountId) ?? []).filter((id) => ids.includes(id)))),
    ),
  };
  const pages = createSharedChannelPages(channels, () => Promise.resolve(lineUp.version));
  return { pages, channels, lineUp };
}

const favourites = (rows: ChannelRow[]) => rows.filter((r) => r.favorite).map((r) => r.id);

describe('shared channel pages', () => {
  it('reads a page once for every viewer, each with their own favourites', async () => {
    const { pages, channels } = setUp();
    const mine = await pages.page(firstPage, 1);
    const theirs = await pages.page(firstPage, 7);
    expect(channels.page).toHaveBeenCalledTimes(1);
    expect(channels.page).toHaveBeenCalledWith(firstPage);
    expect(favourites(mine.rows)).toEqual([2]);
    expect(favourites(theirs.rows)).toEqual([]);
    expect(mine.total).toBe(5);
    expect(channels.favouritesAmong).toHaveBeenCalledWith(7, [1, 2]);
  });

  it('reads another page, or the same one once the line-up version has grown, again', async () => {
    const { pages, channels, lineUp } = setUp();
    await pages.page(firstPage, 1);
    await pages.page({ ...firstPage, offset: 2 }, 1);
    expect(channels.page).toHaveBeenCalledTimes(2);
    await pages.page(firstPage, 7);
    expect(channels.page).toHaveBeenCalledTimes(2);
    lineUp.version = 2;
    await pages.page(firstPage, 1);
    await pages.page({ ...firstPage, offset: 2 }, 7);
    expect(channels.page).toHaveBeenCalledTimes(4);
  });

  it('never lets one viewer’s flags reach the rows another is given', async () => {
    const { pages } = setUp();
    const mine = await pages.page(firstPage, 1);
    mine.rows[0]!.favorite = true;
    const theirs = await pages.page(firstPage, 7);
    expect(favourites(theirs.rows)).toEqual([]);
  });
});

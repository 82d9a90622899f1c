import { describe, expect, it } from 'vitest';
import { liveTvItems, navItems, showsSearch, type NavItem } from './nav-items';

type Flags = { vod: boolean; home: boolean; trending: boolean; channels: boolean; epg: boolean };
const all: Flags = { vod: true, home: true, trending: true, channels: true, epg: true };
const none: Flags = { vod: false, home: false, trending: false, channels: false, epg: false };

/** The entries as "id" for links and "id[child,child]" for groups. */
const shape = (items: NavItem[]) =>
  items.map((item) =>
    item.kind === 'group'
      ? `${item.id}[${item.items.map((child) => child.id).join(',')}]`
      : item.id,
  );

describe('liveTvItems', () => {
  it('is a dropdown with Watch and EPG when vod is also on', () => {
    const [group] = liveTvItems(all);
    expect(group).toMatchObject({ kind: 'group', label: 'nav.liveTv' });
    expect(group?.kind === 'group' && group.items.map((item) => [item.label, item.to])).toEqual([
      ['nav.watch', '/channel-categories/all'],
      ['nav.epg', '/epg-channels'],
    ]);
  });

  it('is separate Live TV and TV Guide links without vod', () => {
    const items = liveTvItems({ ...all, vod: false });
    expect(items.map((item) => item.kind === 'link' && [item.label, item.to])).toEqual([
      ['nav.liveTv', '/channel-categories/all'],
      ['nav.tvGuide', '/epg-channels'],
    ]);
  });

  it('follows the channels and epg modules one by one', () => {
    expect(shape(liveTvItems({ ...all, epg: false }))).toEqual(['live-tv']);
    expect(shape(liveTvItems({ ...all, channels: false }))).toEqual(['tv-guide']);
    expect(shape(liveTvItems({ ...all, vod: false, epg: false }))).toEqual(['live-tv']);
    expect(shape(liveTvItems({ ...all, vod: false, channels: false }))).toEqual(['tv-guide']);
    expect(liveTvItems({ ...all, channels: false, epg: false })).toEqual([]);
  });
});

describe('navItems', () => {
  it('shows everything with every module on (the demo configuration)', () => {
    expect(shape(navItems(all))).toEqual(['live-tv[watch,epg]', 'movies', 'tv-shows', 'trending']);
  });

  it('shows Movies and TV Shows only when vod and home are on', () => {
    expect(shape(navItems({ ...none, vod: true, home: true }))).toEqual(['movies', 'tv-shows']);
    expect(shape(navItems({ ...none, vod: true }))).toEqual([]);
    expect(shape(navItems({ ...none, home: true }))).toEqual([]);
  });

  it('shows Trending only when trending and home are on', () => {
    expect(shape(navItems({ ...none, trending: true, home: true }))).toEqual(['trending']);
    expect(shape(navItems({ ...none, trending: true }))).toEqual([]);
    expect(shape(navItems({ ...all, home: false }))).toEqual(['live-tv[watch,epg]']);
  });

  it('gives every combination of the five modules a consistent bar', () => {
    const names = ['vod', 'home', 'trending', 'channels', 'epg'] as const;
    for (let mask = 0; mask < 2 ** names.length; mask += 1) {
      const flags = Object.fromEntries(
        names.map((name, bit) => [name, Boolean(mask & (1 << bit))]),
      ) as Flags;
      const ids = shape(navItems(flags)).join(' ');
      expect(ids.includes('movies'), JSON.stringify(flags)).toBe(flags.vod && flags.home);
      expect(ids.includes('tv-shows')).toBe(flags.vod && flags.home);
      expect(ids.includes('trending')).toBe(flags.trending && flags.home);
      expect(ids.includes('watch')).toBe(flags.vod && flags.channels && flags.epg);
      expect(/live-tv(?!\[)/.test(ids)).toBe(flags.channels && !(flags.vod && flags.epg));
      expect(ids.includes('tv-guide')).toBe(flags.epg && !(flags.vod && flags.channels));
    }
  });
});

describe('showsSearch', () => {
  it('needs titles or channels to search', () => {
    expect(showsSearch({ vod: true, channels: false })).toBe(true);
    expect(showsSearch({ vod: false, channels: true })).toBe(true);
    expect(showsSearch({ vod: false, channels: false })).toBe(false);
  });
});

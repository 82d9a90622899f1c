import type { Modules } from '@marquee/contract';
import { paths, to } from '@/shared/config/routes';
import type { IconName } from '@/shared/ui/icon';

/** Dictionary keys of the navigation's labels. */
export type NavLabelKey =
  | 'nav.liveTv'
  | 'nav.watch'
  | 'nav.epg'
  | 'nav.tvGuide'
  | 'nav.movies'
  | 'nav.tvShows'
  | 'nav.trending';

export interface NavLinkItem {
  kind: 'link';
  id: string;
  label: NavLabelKey;
  to: string;
  icon: IconName;
}

export interface NavGroupItem {
  kind: 'group';
  id: string;
  label: NavLabelKey;
  icon: IconName;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

type NavModules = Pick<Modules, 'vod' | 'home' | 'trending' | 'channels' | 'epg'>;

const link = (id: string, label: NavLabelKey, target: string, icon: IconName): NavLinkItem => ({
  kind: 'link',
  id,
  label,
  to: target,
  icon,
});

/**
 * The Live TV entries (catalogue §2): with vod also on, one Live TV dropdown holding Watch and
 * EPG; otherwise separate Live TV and TV Guide links. Channels gate Live TV and epg the guide,
 * so without epg the dropdown would hold Watch alone and Live TV is a plain link instead.
 */
export function liveTvItems(modules: NavModules): NavItem[] {
  const watchTo = to.channelCategory('all');
  if (modules.vod && modules.channels && modules.epg) {
    return [
      {
        kind: 'group',
        id: 'live-tv',
        label: 'nav.liveTv',
        icon: 'live',
        items: [
          link('watch', 'nav.watch', watchTo, 'live'),
          link('epg', 'nav.epg', paths.epg, 'guide'),
        ],
      },
    ];
  }
  const items: NavItem[] = [];
  if (modules.channels) items.push(link('live-tv', 'nav.liveTv', watchTo, 'live'));
  if (modules.epg) items.push(link('tv-guide', 'nav.tvGuide', paths.epg, 'guide'));
  return items;
}

/**
 * The navigation bar's sections by module (catalogue §2): Live TV, then Movies and TV Shows
 * when vod and home are on, then Trending when trending and home are on.
 */
export function navItems(modules: NavModules): NavItem[] {
  const items = liveTvItems(modules);
  if (modules.vod && modules.home) {
    items.push(link('movies', 'nav.movies', paths.movies, 'film'));
    items.push(link('tv-shows', 'nav.tvShows', paths.tvShows, 'live'));
  }
  if (modules.trending && modules.home) {
    items.push(link('trending', 'nav.trending', paths.trending, 'trending'));
  }
  return items;
}

/** The search icon leads to a page that searches titles or channels: one of them must be on. */
export function showsSearch(modules: Pick<Modules, 'vod' | 'channels'>): boolean {
  return modules.vod || modules.channels;
}

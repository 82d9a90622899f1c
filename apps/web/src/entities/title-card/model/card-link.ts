import { ItemType } from '@marquee/contract';
import { to } from '@/shared/config/routes';

/** What a card needs to know to pick its link (spec: catalogue §2 "Card links"). */
export interface LinkableItem {
  id: number;
  type?: number;
  channel_number?: number | null;
}

/**
 * Where a carousel card goes: movies to /play/movie/{id}, episodes to
 * /play/tv-show/episode/{id}, channels to /channels/{id}. A list's base route applies only to
 * items with a channel_number; every other card goes to the list's default base plus the id.
 */
export function cardLink(item: LinkableItem, defaultBase: string, overrideBase?: string): string {
  if (overrideBase && item.channel_number != null) return `${overrideBase}/${item.id}`;
  switch (item.type) {
    case ItemType.movie:
      return to.playMovie(item.id);
    case ItemType.episode:
      return to.playEpisode(item.id);
    case ItemType.channel:
      return to.channel(item.id);
    default:
      return `${defaultBase}/${item.id}`;
  }
}

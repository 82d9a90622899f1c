import { ItemType, type Cover, type Named } from '@marquee/contract';

/**
 * A title as My List keeps it: what its card shows. The list's call answers whole films and
 * shows; a title added from a card stands in with what the card had until the list is read again.
 */
export interface MyListTitle {
  id: number;
  type: number;
  title: string;
  year?: number | null;
  genres?: readonly Named[];
  cover: Pick<Cover, 'medium_ar' | 'preview_ar'>;
  censorship_allowed?: boolean;
}

/** Films and shows go in My List; episodes and channels do not. */
export function isListable(item: { type?: number }): item is { type: 0 | 2 } {
  return item.type === ItemType.movie || item.type === ItemType.show;
}

const same = (a: { id: number; type?: number }, b: { id: number; type?: number }) =>
  a.id === b.id && a.type === b.type;

/** Whether a film or show is in the list (films and shows have ids of their own). */
export function isInList(
  list: readonly MyListTitle[] | undefined,
  item: { id: number; type?: number },
): boolean {
  return list?.some((entry) => same(entry, item)) ?? false;
}

/** The list with the title in it (newest first, as the server orders it) or taken out. */
export function withTitle(
  list: readonly MyListTitle[],
  title: MyListTitle,
  inList: boolean,
): MyListTitle[] {
  const others = list.filter((entry) => !same(entry, title));
  return inList ? [title, ...others] : others;
}

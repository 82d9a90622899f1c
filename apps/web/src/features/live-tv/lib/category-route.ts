import { SpecialCategoryId, type ChannelCategory } from '@marquee/contract';

/** The `categoryID` of /channel-categories/{categoryID}: a category's id, `all` or `favorite_channels`. */
export type CategoryRouteId =
  typeof SpecialCategoryId.all | typeof SpecialCategoryId.favorites | number;

const LARGEST_ID = 2_147_483_647;

/**
 * Reads the route's category (catalogue §2): none is `all`; anything but a positive whole
 * number, `all` or `favorite_channels` is null, which the page treats as not found.
 */
export function parseCategoryRouteId(raw: string | undefined): CategoryRouteId | null {
  if (raw === undefined) return SpecialCategoryId.all;
  if (raw === SpecialCategoryId.all || raw === SpecialCategoryId.favorites) return raw;
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= LARGEST_ID ? id : null;
}

/** The categories from the top of the tree down to the one with `id`; null when it has none. */
export function findCategoryPath(
  categories: readonly ChannelCategory[],
  id: number,
): ChannelCategory[] | null {
  for (const category of categories) {
    if (category.id === id) return [category];
    const below = findCategoryPath(category.children, id);
    if (below) return [category, ...below];
  }
  return null;
}

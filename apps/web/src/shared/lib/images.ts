import type { Cover, VodItem } from '@marquee/contract';

/** The poster of a card: the medium cover, else its preview. */
export function posterOf(item: { cover: Pick<Cover, 'medium_ar' | 'preview_ar'> }): string | null {
  return item.cover.medium_ar ?? item.cover.preview_ar ?? null;
}

/** A wide image for a hero or details backdrop, from the largest source available. */
export function backdropOf(
  item: Pick<VodItem, 'cover' | 'covers' | 'gallery' | 'screenshot_url'>,
): string | null {
  return (
    item.gallery[0]?.preview_large_ar ??
    item.screenshot_url ??
    item.cover.preview_large ??
    item.covers[0]?.preview_large ??
    item.cover.preview_ar ??
    item.cover.medium_ar ??
    null
  );
}

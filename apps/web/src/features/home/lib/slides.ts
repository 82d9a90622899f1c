import { ItemType, type HighlightedContentItem } from '@marquee/contract';
import { to } from '@/shared/config/routes';

/** The slider moves every 4 s, each move taking 800 ms (catalogue §9). */
export const SLIDER_AUTOPLAY_MS = 4000;
export const SLIDER_SPEED_MS = 800;

/** The slide's own image, else the best wide image of the title it points at. */
export function slideImage(slide: HighlightedContentItem): string | null {
  const model = slide.model;
  return (
    slide.image ||
    model?.banners[0] ||
    model?.gallery[0]?.preview_large_ar ||
    model?.screenshot_url ||
    model?.covers[0]?.preview_large ||
    model?.cover?.preview_large ||
    null
  );
}

/** Slides show only with an image (or a model image), a title and an id (catalogue §2). */
export function isShowableSlide(slide: HighlightedContentItem): boolean {
  return Boolean(slide.id && slide.title.trim() && slideImage(slide));
}

/** Where a slide leads: the details page of the title it points at. */
export function slideLink(slide: HighlightedContentItem): string {
  switch (slide.type) {
    case ItemType.movie:
      return to.movie(slide.model_id);
    case ItemType.episode:
      return to.episode(slide.model_id);
    case ItemType.show:
      return to.tvShow(slide.model_id);
    default:
      return to.channel(slide.model_id);
  }
}

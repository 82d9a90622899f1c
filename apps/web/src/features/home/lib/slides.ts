import { ItemType, type HighlightedContentItem } from '@marquee/contract';
import { to } from '@/shared/config/routes';

// The image rule is shared with the server, which names the first slide's image in home's hints.
export { isShowableSlide, slideImage } from '@marquee/contract';

/** The slider moves every 4 s, each move taking 800 ms (catalogue §9). */
export const SLIDER_AUTOPLAY_MS = 4000;
export const SLIDER_SPEED_MS = 800;

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

import type { HighlightedContentItem } from './catalogue.js';

/**
 * The image a highlighted slide shows: its own, else the best wide image of the title it points
 * at. The web app draws it; the server names the first one in the page's preload hints.
 */
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

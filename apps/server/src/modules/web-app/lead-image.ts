import { isShowableSlide, slideImage } from '@marquee/contract';
import { titleArt } from '../catalogue/vod-presenter.js';
import type { CurationService } from '../curation/curation-service.js';
import type { RouteMatch } from './web-document.js';

/** A details page's id as the web app reads it: a positive whole number. */
const titleId = (value: string | undefined) =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** The backdrop a details page shows first: the gallery's first still (apps/web, images.ts). */
const detailsBackdrop = (model: 'vod' | 'show', id: number | null) =>
  id === null ? null : (titleArt(model, id).gallery[0]?.preview_large_ar ?? null);

/**
 * The image each page shows largest at first, which is its Largest Contentful Paint: home's
 * first slide, a details page's backdrop. Named in the page's HTML as a preload, it loads while
 * the app's scripts do instead of after the page's data arrives. Pages without one: null.
 */
export function leadImageOf(curation: Pick<CurationService, 'highlighted'>) {
  return async ({ path, params }: RouteMatch): Promise<string | null> => {
    switch (path) {
      case '/':
      case '/home': {
        const slides = await curation.highlighted('/home');
        const first = slides.find(isShowableSlide);
        return first ? slideImage(first) : null;
      }
      case '/movies/:id':
      case '/tv-shows/episode/:id':
        return detailsBackdrop('vod', titleId(params.id));
      case '/tv-shows/:id':
        return detailsBackdrop('show', titleId(params.id));
      default:
        return null;
    }
  };
}

import { isShowableSlide, slideImage } from '@marquee/contract';
import { titleArt } from '../../catalogue/catalogue/index.js';
import type { CurationService } from '../../catalogue/curation/index.js';
import type { RouteMatch } from './web-document.js';

/** A details page's id as the web app reads it: a positive whole number. */
const titleId = (value: string | undefined) =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * What a details page shows largest at first: its cover (the largest thing on a phone, above the
 * text) and the backdrop behind it, the gallery's first still (apps/web, images.ts).
 */
function detailsArt(model: 'vod' | 'show', id: number | null): string[] {
  if (id === null) return [];
  const { cover, gallery } = titleArt(model, id);
  const still = gallery[0]?.preview_large_ar;
  return still ? [cover.medium_ar, still] : [cover.medium_ar];
}

/**
 * The images each page shows largest at first, its Largest Contentful Paint candidates: home's
 * first slide, a details page's cover and backdrop. Named in the page's HTML as preloads, they
 * load while the app's scripts do instead of after the page's data arrives. Other pages: none.
 */
export function leadImageOf(curation: Pick<CurationService, 'highlighted'>) {
  return async ({ path, params }: RouteMatch): Promise<string[]> => {
    switch (path) {
      case '/':
      case '/home': {
        const slides = await curation.highlighted('/home');
        const first = slides.find(isShowableSlide);
        const image = first ? slideImage(first) : null;
        return image ? [image] : [];
      }
      case '/movies/:id':
      case '/tv-shows/episode/:id':
        return detailsArt('vod', titleId(params.id));
      case '/tv-shows/:id':
        return detailsArt('show', titleId(params.id));
      default:
        return [];
    }
  };
}

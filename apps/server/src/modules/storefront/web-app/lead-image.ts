import { isShowableSlide, slideImage } from '@marquee/contract';
import type { TitleArtRepository } from '../../catalogue/catalogue/index.js';
import type { CurationService } from '../../catalogue/curation/index.js';
import type { RouteMatch } from './web-document.js';

/** A details page's id as the web app reads it: a positive whole number. */
const titleId = (value: string | undefined) =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * What a details page shows largest at first: its cover (the largest thing on a phone, above the
 * text) and the backdrop behind it, the gallery's first still (apps/web, images.ts). None for an
 * id that is no title.
 */
async function detailsArt(
  titles: Pick<TitleArtRepository, 'artworkOf'>,
  model: 'vod' | 'show',
  id: number | null,
): Promise<string[]> {
  const art = id === null ? undefined : await titles.artworkOf(model, id);
  if (!art) return [];
  const still = art.gallery[0]?.preview_large_ar;
  return still ? [art.cover.medium_ar, still] : [art.cover.medium_ar];
}

/**
 * The images each page shows largest at first, its Largest Contentful Paint candidates: home's
 * first slide, a details page's cover and backdrop. Named in the page's HTML as preloads, they
 * load while the app's scripts do instead of after the page's data arrives. Other pages: none.
 */
export function leadImageOf(
  curation: Pick<CurationService, 'highlighted'>,
  titles: Pick<TitleArtRepository, 'artworkOf'>,
) {
  return async ({ path, params }: RouteMatch): Promise<string[]> => {
    switch (path) {
      case '/':
      case '/home': {
        // The page is asked for without a session: every profile's home, the adults' slides.
        const slides = await curation.highlighted('/home', null);
        const first = slides.find(isShowableSlide);
        const image = first ? slideImage(first) : null;
        return image ? [image] : [];
      }
      case '/movies/:id':
      case '/tv-shows/episode/:id':
        return detailsArt(titles, 'vod', titleId(params.id));
      case '/tv-shows/:id':
        return detailsArt(titles, 'show', titleId(params.id));
      default:
        return [];
    }
  };
}

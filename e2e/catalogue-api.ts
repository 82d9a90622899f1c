import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { storedToken } from './log-in';

/** The fields of a film, an episode or a show the flows pick their titles by. */
export interface CatalogueTitle {
  id: number;
  title: string;
  parental_rating: { require_pin: boolean } | null;
  trailer_source?: { url: string } | null;
  /** A list carries the first still; the details call the whole gallery. */
  gallery?: unknown[];
  seasons?: { id: number; number: number }[];
  episode_number?: number | null;
  multi_event_vod_season_id?: number | null;
  movie_source?: {
    profiles: {
      id: number;
      name: string;
      subscribed: boolean;
      business_model: 'svod' | 'tvod' | 'tvod_dtr';
      pricing: { duration: number | null; price: number }[];
    }[];
  };
}

export const filmList = '/vods/list?filter[type]=0';
export const showList = '/multi-event-vods/list';
export const episodeList = '/vods/list?filter[type]=1';

/** One profile of a title: what the account's subscription includes, or an offer to rent or buy. */
export type CatalogueProfile = NonNullable<CatalogueTitle['movie_source']>['profiles'][number];

/** The headers of an API call made as the page's logged user. */
export async function sessionHeaders(page: Page) {
  return { Token: await storedToken(page), Device: 'web', Tenant: 'general' };
}

/** The first title of a list call that fits, looked up with the page's session. */
export async function findTitle(
  page: Page,
  request: APIRequestContext,
  path: string,
  fits: (title: CatalogueTitle) => boolean | Promise<boolean>,
): Promise<CatalogueTitle> {
  const headers = await sessionHeaders(page);
  for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
    const answer = await request.get(`/api${path}`, {
      headers,
      params: { limit: 200, page: pageNumber },
    });
    const { items, pager } = (await answer.json()).data as {
      items: CatalogueTitle[];
      pager: { pageCount: number };
    };
    for (const item of items) if (await fits(item)) return item;
    if (pageNumber >= pager.pageCount) break;
  }
  throw new Error(`no title of ${path} fits`);
}

/** Whether a film or episode has video adverts, which would play before or inside it. */
export async function hasAdverts(page: Page, request: APIRequestContext, id: number) {
  const answer = await request.get('/api/video-campaigns/list', {
    headers: await sessionHeaders(page),
    params: { 'filter[vod_id]': id },
  });
  const campaigns = (await answer.json()).data as unknown[];
  return campaigns.length > 0;
}

/** A title whose details open without asking for the parental PIN. */
export const withoutPin = (title: CatalogueTitle) => !requiresPin(title);

/** A film that asks which of its two or more subscribed profiles to play: no PIN, no adverts. */
export const filmWithProfileChoice = (page: Page, request: APIRequestContext) =>
  findTitle(
    page,
    request,
    filmList,
    async (title) =>
      subscribedProfiles(title).length >= 2 &&
      !requiresPin(title) &&
      !(await hasAdverts(page, request, title.id)),
  );

/** A PIN-protected film whose one subscribed profile plays with no advert in front of it. */
export const pinProtectedFilm = (page: Page, request: APIRequestContext) =>
  findTitle(
    page,
    request,
    filmList,
    async (title) =>
      requiresPin(title) &&
      subscribedProfiles(title).length === 1 &&
      !(await hasAdverts(page, request, title.id)),
  );

/** A title of `list` with a trailer, whose details open without the parental PIN. */
export const titleWithTrailer = (page: Page, request: APIRequestContext, list: string) =>
  findTitle(
    page,
    request,
    list,
    (title) => Boolean(title.trailer_source?.url) && withoutPin(title),
  );

/** The first film with a profile that fits `offer` (and that fits `fits`), with that profile. */
export async function filmWithOffer(
  page: Page,
  request: APIRequestContext,
  offer: (profile: CatalogueProfile) => boolean,
  fits: (film: CatalogueTitle) => boolean | Promise<boolean> = () => true,
): Promise<{ film: CatalogueTitle; offer: CatalogueProfile }> {
  const offers = (title: CatalogueTitle) => title.movie_source?.profiles ?? [];
  const film = await findTitle(
    page,
    request,
    filmList,
    async (title) => offers(title).some(offer) && (await fits(title)),
  );
  return { film, offer: offers(film).find(offer)! };
}

/** A profile sold apart from the subscription: a rental or a purchase. */
export const isForSale = (profile: CatalogueProfile) => profile.business_model !== 'svod';

/** A rental by days (tvod_dtr) the account has not rented; `prices`, its number of durations. */
export const rentalForDays = (prices?: number) => (profile: CatalogueProfile) =>
  !profile.subscribed &&
  profile.business_model === 'tvod_dtr' &&
  (prices === undefined || profile.pricing.length === prices);

/** A premiere with its purchase: nothing included, bought at a single price, no PIN, no adverts. */
export const premiere = (page: Page, request: APIRequestContext) =>
  filmWithOffer(
    page,
    request,
    (profile) => profile.business_model === 'tvod' && profile.pricing.length === 1,
    async (title) =>
      subscribedProfiles(title).length === 0 &&
      !requiresPin(title) &&
      !(await hasAdverts(page, request, title.id)),
  );

/** The account's payments, newest first (the rentals' charges among them). */
export async function payments(page: Page, request: APIRequestContext) {
  const answer = await request.get('/api/account/payment-history-list', {
    headers: await sessionHeaders(page),
    params: { limit: 100 },
  });
  return (await answer.json()).data.items as { description: string; amount: number }[];
}

/** The title's profiles as the server now shows them to the page's user. */
export async function filmProfiles(page: Page, request: APIRequestContext, id: number) {
  const answer = await request.get('/api/vods/list', {
    headers: await sessionHeaders(page),
    params: { 'filter[id]': id },
  });
  const [film] = (await answer.json()).data.items as CatalogueTitle[];
  return film?.movie_source?.profiles ?? [];
}

export const subscribedProfiles = (title: CatalogueTitle) =>
  title.movie_source?.profiles.filter((profile) => profile.subscribed) ?? [];

export const requiresPin = (title: CatalogueTitle) => title.parental_rating?.require_pin === true;

/** Opens the film's details page and its gallery on the first image; answers the lightbox. */
export async function openGallery(page: Page, film: CatalogueTitle): Promise<Locator> {
  await page.goto(`/movies/${film.id}`);
  await page
    .getByTestId('gallery')
    .getByRole('button', { name: /^Open image 1 of/ })
    .click();
  const lightbox = page.getByRole('dialog', { name: `${film.title}: gallery` });
  await expect(lightbox.getByRole('img', { name: /image 1 of/ })).toBeVisible();
  return lightbox;
}

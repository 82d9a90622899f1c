import { ItemType } from '@marquee/contract';
import { HOUR } from '../../../clock.js';
import {
  adBanners,
  curatedListEntries,
  highlightedSlides,
  watchProgress,
} from '../../../db/schema.js';
import { bannerImagePath } from '../../engagement/ads/index.js';
import { HOME_PAGE_URL } from '../../catalogue/curation/index.js';
import { DEMO_CLIP_SECONDS, type DemoCuration, type DemoTitleRef } from './demo-curation.js';
import type { Tx } from './seed-transaction.js';

/** The database ids the seed gave the demo catalogue, by position in it. */
export interface SeededIds {
  films: number[];
  shows: number[];
  /** Episode ids by show, then season, then episode position. */
  episodes: number[][][];
}

/** Resolves demo references to database ids, types and in-app paths. */
function resolver(ids: SeededIds) {
  const idOf = (ref: DemoTitleRef): number => {
    switch (ref.kind) {
      case 'film':
        return ids.films[ref.film - 1]!;
      case 'show':
        return ids.shows[ref.show - 1]!;
      case 'episode':
        return ids.episodes[ref.show - 1]![ref.season - 1]![ref.episode - 1]!;
    }
  };
  const typeOf = (ref: DemoTitleRef) =>
    ({ film: ItemType.movie, episode: ItemType.episode, show: ItemType.show })[ref.kind];
  const pathOf = (ref: DemoTitleRef) =>
    ({ film: '/movies/', episode: '/tv-shows/episode/', show: '/tv-shows/' })[ref.kind] + idOf(ref);
  /** Art of movies and episodes is under `vod`, of shows under `show`. */
  const backdropOf = (ref: DemoTitleRef) =>
    `/media/art/backdrop/${ref.kind === 'show' ? 'show' : 'vod'}/${idOf(ref)}.svg`;
  return { idOf, typeOf, pathOf, backdropOf };
}

/**
 * The operator's side of the demo that refers to its titles: home slides, curated lists, ad
 * banners, and where the demo subscriber (when there is one) stopped watching.
 */
export async function insertDemoCuration(
  tx: Tx,
  curation: DemoCuration,
  ids: SeededIds,
  viewer: { accountId: number; profileId: number } | undefined,
  now: Date,
): Promise<void> {
  const titles = resolver(ids);

  await tx.insert(highlightedSlides).values(
    curation.slides.map((slide, position) => ({
      pageUrl: HOME_PAGE_URL,
      position,
      // A teaser of a film that is not in the catalogue yet: ids start at 1, so 0 names nothing.
      modelType: slide.ref ? titles.typeOf(slide.ref) : ItemType.movie,
      modelId: slide.ref ? titles.idOf(slide.ref) : 0,
      title: slide.title,
      description: slide.description,
      image: slide.ref && slide.withImage ? titles.backdropOf(slide.ref) : null,
    })),
  );

  const listRows = (listKey: string, kind: number, refs: DemoTitleRef[]) =>
    refs.map((ref, position) => ({
      listKey,
      titleKind: kind,
      titleId: titles.idOf(ref),
      position,
    }));
  const films = (list: number[]) => list.map((film) => ({ kind: 'film' as const, film }));
  const shows = (list: number[]) => list.map((show) => ({ kind: 'show' as const, show }));
  const entries = [
    ...listRows('recommended', ItemType.movie, films(curation.recommended.films)),
    ...listRows('recommended', ItemType.show, shows(curation.recommended.shows)),
    ...listRows('trending', ItemType.movie, films(curation.trending.films)),
    ...listRows('trending', ItemType.show, shows(curation.trending.shows)),
  ];
  if (entries.length > 0) await tx.insert(curatedListEntries).values(entries);

  await tx.insert(adBanners).values(
    curation.banners.map((banner, index) => ({
      id: banner.id,
      boxPosition: banner.boxPosition,
      title: banner.title,
      imagePath: bannerImagePath(banner.id),
      targetUrl:
        banner.target === null
          ? null
          : 'path' in banner.target
            ? banner.target.path
            : titles.pathOf(banner.target),
      active: banner.active,
      position: index,
    })),
  );

  if (viewer && curation.progress.length > 0) {
    await tx.insert(watchProgress).values(
      // The duration is the clip's, as the player reports it, so Resume lands inside it.
      curation.progress.map(({ ref, stoppedTime, hoursAgo }) => ({
        ...viewer,
        vodId: titles.idOf(ref),
        stoppedTime,
        duration: DEMO_CLIP_SECONDS,
        updatedAt: new Date(now.getTime() - hoursAgo * HOUR),
      })),
    );
  }
}

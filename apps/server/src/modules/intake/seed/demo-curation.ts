// What the operator of the demo service curates: home slides, recommended and trending lists,
// ad banners, and where the demo subscriber stopped watching. A pure function of the generated
// catalogue, naming titles by their place in it; the seed turns those into database ids.
import type { BoxPosition } from '@marquee/contract';
import type { DemoCatalogue, DemoFilm, DemoShow, DemoTitle } from './demo-catalogue.js';
import { RENTAL_PRICING, filmProfiles } from './demo-profiles.js';

/** A title of the demo catalogue by its 1-based ids (`DemoTitle.id`, season and episode numbers). */
export type DemoTitleRef =
  | { kind: 'film'; film: number }
  | { kind: 'show'; show: number }
  | { kind: 'episode'; show: number; season: number; episode: number };

export interface DemoSlide {
  /** Null for a teaser of a film not in the catalogue yet. */
  ref: DemoTitleRef | null;
  title: string;
  description: string;
  /** Whether the slide has a picture of its own; without one the web uses the title's art. */
  withImage: boolean;
}

export interface DemoBanner {
  /** A Mongo-style id, as the spec's banners carry (`mongo_id`). */
  id: string;
  boxPosition: BoxPosition;
  title: string;
  /** A title's page, another in-app path, or nothing. */
  target: DemoTitleRef | { path: string } | null;
  active: boolean;
}

/**
 * The length of the demo clip, in seconds, that every film and episode plays
 * (scripts/make-media.sh): saved positions and their durations are within it, as a player
 * would have saved them.
 */
export const DEMO_CLIP_SECONDS = 30;

export interface DemoProgress {
  ref: Extract<DemoTitleRef, { kind: 'film' | 'episode' }>;
  /** Where the viewer stopped, in seconds into the demo clip: from 10 s (access §9) on. */
  stoppedTime: number;
  hoursAgo: number;
}

export interface DemoCuration {
  slides: DemoSlide[];
  recommended: { films: number[]; shows: number[] };
  trending: { films: number[]; shows: number[] };
  banners: DemoBanner[];
  progress: DemoProgress[];
}

const byRating = (a: DemoTitle, b: DemoTitle) => b.rating - a.rating || a.id - b.id;
const newestFirst = (a: DemoTitle, b: DemoTitle) =>
  b.created_at.getTime() - a.created_at.getTime() || a.id - b.id;
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? text;
const bannerId = (n: number) => `6a1f0c0de5eed0000000${String(n).padStart(4, '0')}`;

/** Picks from `titles` in order, skipping ones already taken, so slides do not repeat. */
class Picker<T extends DemoTitle> {
  private readonly taken = new Set<number>();

  next(titles: readonly T[]): T | undefined {
    const title = titles.find((candidate) => !this.taken.has(candidate.id)) ?? titles[0];
    if (title) this.taken.add(title.id);
    return title;
  }
}

/** The demo's curation for this catalogue; smaller catalogues get shorter lists. */
export function planDemoCuration(catalogue: DemoCatalogue): DemoCuration {
  const bestFilms = [...catalogue.films].sort(byRating);
  const newestFilms = [...catalogue.films].sort(newestFirst);
  const bestShows = [...catalogue.shows].sort(byRating);
  const newestShows = [...catalogue.shows].sort(newestFirst);
  // The show with the most seasons: its newest season makes a good "new season" slide.
  const longestShow = [...catalogue.shows].sort(
    (a, b) => b.seasons.length - a.seasons.length || a.id - b.id,
  )[0];
  const rentableIn4k = bestFilms.find((film) =>
    filmProfiles(film.id - 1).some(
      (profile) => profile.name === '4K' && profile.businessModel === 'tvod_dtr',
    ),
  );

  return {
    slides: planSlides(bestFilms, newestFilms, bestShows, longestShow),
    recommended: {
      films: catalogue.films
        .filter((film) => film.id % 7 === 3)
        .map((film) => film.id)
        .slice(0, 12),
      shows: newestShows.map((show) => show.id).slice(0, 10),
    },
    trending: {
      films: catalogue.films
        .filter((film) => film.id % 11 === 5)
        .map((film) => film.id)
        .slice(0, 10),
      shows: catalogue.shows
        .filter((show) => show.id % 3 === 1)
        .map((show) => show.id)
        .slice(0, 6),
    },
    banners: planBanners(newestFilms[0], rentableIn4k, bestShows[0], longestShow),
    progress: planProgress(bestFilms, newestFilms, bestShows, longestShow),
  };
}

function planSlides(
  bestFilms: DemoFilm[],
  newestFilms: DemoFilm[],
  bestShows: DemoShow[],
  longestShow: DemoShow | undefined,
): DemoSlide[] {
  const films = new Picker<DemoFilm>();
  const shows = new Picker<DemoShow>();
  const filmSlide = (film: DemoFilm | undefined): DemoSlide[] =>
    film
      ? [
          {
            ref: { kind: 'film', film: film.id },
            title: film.title,
            description: firstSentence(film.synopsis),
            withImage: true,
          },
        ]
      : [];
  const showSlide = (show: DemoShow | undefined, withImage: boolean): DemoSlide[] =>
    show
      ? [
          {
            ref: { kind: 'show', show: show.id },
            title: show.title,
            description: firstSentence(show.synopsis),
            withImage,
          },
        ]
      : [];
  const season = longestShow?.seasons.at(-1);
  const episode = season?.episodes[0];
  const episodeSlide: DemoSlide[] =
    longestShow && season && episode
      ? [
          {
            ref: { kind: 'episode', show: longestShow.id, season: season.number, episode: 1 },
            title: `${longestShow.title}: ${season.name}`,
            description: `The new season starts with "${episode.title}". ${firstSentence(episode.synopsis)}`,
            withImage: true,
          },
        ]
      : [];
  return [
    ...filmSlide(films.next(bestFilms)),
    ...showSlide(shows.next(bestShows), true),
    ...filmSlide(films.next(newestFilms)),
    ...episodeSlide,
    ...filmSlide(films.next(bestFilms)),
    // No picture of its own: the slider falls back to the show's artwork.
    ...showSlide(shows.next(bestShows), false),
    // Incomplete on purpose: no picture and no title in the catalogue, so the web leaves it out.
    {
      ref: null,
      title: 'Coming soon: The Lighthouse Letters',
      description: 'A new original film, arriving this winter.',
      withImage: false,
    },
  ];
}

function planBanners(
  newestFilm: DemoFilm | undefined,
  rentableIn4k: DemoFilm | undefined,
  bestShow: DemoShow | undefined,
  longestShow: DemoShow | undefined,
): DemoBanner[] {
  const filmRef = (film: DemoFilm | undefined) =>
    film ? { kind: 'film' as const, film: film.id } : null;
  const showRef = (show: DemoShow | undefined) =>
    show ? { kind: 'show' as const, show: show.id } : null;
  const fromPrice = `€${(Math.min(...RENTAL_PRICING.map((entry) => entry.priceCents)) / 100).toFixed(2)}`;
  const banners: Omit<DemoBanner, 'id'>[] = [
    {
      boxPosition: 'home_box',
      title: newestFilm ? `New this week: ${newestFilm.title}` : 'New films every week',
      target: filmRef(newestFilm),
      active: true,
    },
    {
      boxPosition: 'home_box',
      title: 'Questions about your plan? Visit the help centre',
      target: { path: '/page/help' },
      active: true,
    },
    {
      boxPosition: 'live_tv_box',
      title: 'Missed it? Catch up on the last seven days of live TV',
      target: { path: '/epg-channels' },
      active: true,
    },
    {
      boxPosition: 'movie_details_box',
      title: rentableIn4k
        ? `Rent ${rentableIn4k.title} in 4K from ${fromPrice}`
        : 'Rent new films in 4K',
      target: filmRef(rentableIn4k),
      active: true,
    },
    {
      boxPosition: 'movies_box',
      title: "See this week's most watched films",
      target: { path: '/trending' },
      active: true,
    },
    {
      // Ended: kept for its history, no longer shown.
      boxPosition: 'movies_box',
      title: 'Summer festival: forty films, one pass',
      target: { path: '/movies' },
      active: false,
    },
    {
      boxPosition: 'tv_shows_box',
      title: longestShow
        ? `Every season of ${longestShow.title}, ready to binge`
        : 'Whole seasons, ready to binge',
      target: showRef(longestShow),
      active: true,
    },
    {
      boxPosition: 'tv_show_details_box',
      title: bestShow ? `Don't miss ${bestShow.title}` : 'New episodes every week',
      target: showRef(bestShow),
      active: true,
    },
    {
      boxPosition: 'tv_show_details_box',
      title: 'Watch on your TV, phone and laptop with Premium',
      target: null,
      active: true,
    },
  ];
  return banners.map((banner, index) => ({ id: bannerId(index + 1), ...banner }));
}

function planProgress(
  bestFilms: DemoFilm[],
  newestFilms: DemoFilm[],
  bestShows: DemoShow[],
  longestShow: DemoShow | undefined,
): DemoProgress[] {
  const films = new Picker<DemoFilm>();
  const film = (stoppedTime: number, hoursAgo: number, from: DemoFilm[]): DemoProgress[] => {
    const picked = films.next(from);
    return picked ? [{ ref: { kind: 'film', film: picked.id }, stoppedTime, hoursAgo }] : [];
  };
  const episode = (
    show: DemoShow | undefined,
    number: number,
    stoppedTime: number,
    hoursAgo: number,
  ): DemoProgress[] => {
    const season = show?.seasons[0];
    const picked = season?.episodes[Math.min(number, season.episodes.length) - 1];
    return show && season && picked
      ? [
          {
            ref: { kind: 'episode', show: show.id, season: season.number, episode: picked.number },
            stoppedTime,
            hoursAgo,
          },
        ]
      : [];
  };
  // 13, 19, 11 and 24 of the clip's 30 s: about 43%, 63%, 37% and 80% watched.
  return [
    ...film(13, 2, bestFilms.slice(2)),
    ...episode(longestShow, 3, 19, 20),
    ...film(11, 50, newestFilms.slice(1)),
    ...episode(bestShows.find((show) => show.id !== longestShow?.id) ?? longestShow, 2, 24, 96),
  ];
}

// Decides what an import does, before any SQL: which films are new, which records add genres,
// cast, a synopsis or skip markers to a title already there (matched on folded title + year),
// and which change nothing. Running it on its own output changes nothing, which makes imports
// idempotent. Like a synopsis, a marker part (intro, recap, credits) fills a gap only: one the
// title has, perhaps set in the console, is kept.
import type { TitleMarkers } from '@marquee/contract';
import { searchText } from '../../catalogue/catalogue/index.js';
import { uniqueNames, type ImportFilm } from './parse-catalogue.js';
import { missingParts } from './read-markers.js';

/** A film already in the catalogue, as the plan needs it. */
export interface ExistingFilm {
  id: number;
  title: string;
  year: number;
  cast: string[];
  genres: string[];
  synopsis: string;
  markers: TitleMarkers;
}

export interface FilmUpdate {
  id: number;
  cast: string[];
  /** Genres to add to the film. */
  addGenres: string[];
  synopsis: string;
  markers: TitleMarkers;
}

export interface ImportPlan {
  creates: ImportFilm[];
  updates: FilmUpdate[];
  /** Records that became a new title. */
  imported: number;
  /** Records that added something to a title already there or earlier in the input. */
  merged: number;
  /** Records whose title was there with everything they hold. */
  unchanged: number;
}

export const filmKey = (title: string, year: number) => `${searchText(title)}|${year}`;

/** What importing `films` into a catalogue holding `existing` does. */
export function planImport(films: ImportFilm[], existing: ExistingFilm[]): ImportPlan {
  const byKey = new Map(existing.map((film) => [filmKey(film.title, film.year), film]));
  const created = new Map<string, ImportFilm>();
  const updates = new Map<number, FilmUpdate>();
  const plan: ImportPlan = { creates: [], updates: [], imported: 0, merged: 0, unchanged: 0 };

  for (const film of films) {
    const key = filmKey(film.title, film.year);
    const pending = created.get(key);
    const current = byKey.get(key);
    if (!pending && !current) {
      const copy = { ...film, genres: [...film.genres], cast: [...film.cast] };
      created.set(key, copy);
      plan.creates.push(copy);
      plan.imported += 1;
      continue;
    }
    const target = pending ??
      updates.get(current!.id) ?? {
        id: current!.id,
        cast: current!.cast,
        addGenres: [],
        synopsis: current!.synopsis,
        markers: current!.markers,
      };
    const genresBefore = pending
      ? pending.genres
      : [...current!.genres, ...(target as FilmUpdate).addGenres];
    const newGenres = added(genresBefore, film.genres);
    const newCast = added(target.cast, film.cast);
    const fillsSynopsis = target.synopsis === '' && film.synopsis !== '';
    const newMarkers = missingParts(target.markers, film.markers);
    const fillsMarkers = Object.keys(newMarkers).length > 0;
    if (newGenres.length === 0 && newCast.length === 0 && !fillsSynopsis && !fillsMarkers) {
      plan.unchanged += 1;
      continue;
    }
    plan.merged += 1;
    target.cast = [...target.cast, ...newCast];
    if (fillsSynopsis) target.synopsis = film.synopsis;
    if (fillsMarkers) target.markers = { ...target.markers, ...newMarkers };
    if (pending) pending.genres.push(...newGenres);
    else {
      const update = target as FilmUpdate;
      update.addGenres.push(...newGenres);
      updates.set(update.id, update);
    }
  }
  plan.updates = [...updates.values()];
  return plan;
}

/** Names of `incoming` that `current` lacks, ignoring case. */
function added(current: string[], incoming: string[]): string[] {
  const have = new Set(current.map((name) => name.toLowerCase()));
  return uniqueNames(incoming).filter((name) => !have.has(name.toLowerCase()));
}

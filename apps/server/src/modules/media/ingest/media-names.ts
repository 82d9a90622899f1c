import { basename, dirname, extname } from 'node:path';
import type { IngestTarget } from '../../../db/schema.js';

const EARLIEST_YEAR = 1870;
const LATEST_YEAR = 2100;

/** `Title (Year)`, then anything after a space, dash or bracket (` - 1080p`, ` [imdbid-…]`). */
const FILM = /^(?<title>.+?)\s*\((?<year>\d{4})\)(?:[\s\-._[{].*)?$/;
/** `Show - S01E02 - Title`, `Show S01E02`, `S01E02 - Title`, `Show.s1e2`. */
const EPISODE =
  /^(?:(?<show>.*?)[\s._-]*)?[Ss](?<season>\d{1,3})[\s._-]?[Ee](?<episode>\d{1,4})(?:[\s._]*-?[\s._]*(?<title>.*))?$/;
/** `Season 01`, `Season 1`, `S01`, `Specials` (season 0). */
const SEASON_FOLDER =
  /^(?:season[\s._-]*(?<number>\d{1,3})|s(?<short>\d{1,3})|(?<specials>specials))$/i;

const cleaned = (text: string | undefined) =>
  text?.replace(/[._]+/g, ' ').replace(/\s+/g, ' ').trim() ?? '';

/**
 * The title a video file's path names, as Plex and Jellyfin read it: films as
 * `Title (Year).ext`, episodes as `Show/Season NN/Show - SxxEyy[ - Episode title].ext` (the
 * show from its folder above the season's, else from the file's name). Undefined when the name
 * is neither.
 */
export function parseMediaName(path: string): IngestTarget | undefined {
  const name = basename(path, extname(path));
  const episode = EPISODE.exec(name)?.groups;
  if (episode) {
    const show = showFolder(path) ?? cleaned(episode.show);
    const season = Number(episode.season);
    const number = Number(episode.episode);
    if (show === '' || number === 0) return undefined;
    const title = cleaned(episode.title).replace(/^-\s*/, '');
    return { kind: 'episode', show, season, episode: number, title: title === '' ? null : title };
  }
  const film = FILM.exec(name)?.groups;
  if (!film) return undefined;
  const year = Number(film.year);
  const title = cleaned(film.title);
  if (title === '' || year < EARLIEST_YEAR || year > LATEST_YEAR) return undefined;
  return { kind: 'film', title, year };
}

/** The show's folder of `Show/Season NN/file`, when the file sits in a season's folder. */
function showFolder(path: string): string | undefined {
  const seasonFolder = dirname(path);
  if (!SEASON_FOLDER.test(basename(seasonFolder))) return undefined;
  const show = basename(dirname(seasonFolder));
  // A show's folder may carry its year, as Plex names them: `Night Ferry (2021)`.
  const name = cleaned(show.replace(/\s*\(\d{4}\)\s*$/, ''));
  return name === '' || name === '.' || name === '/' ? undefined : name;
}

/** `S01E02`: an episode's code, and its title when its file names none (language-neutral). */
export function episodeCode(season: number, episode: number): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `S${two(season)}E${two(episode)}`;
}

/** How a target reads in a report: `Sunrise Harbour (2019)`, `Night Ferry S02E01`. */
export function describeTarget(target: IngestTarget): string {
  switch (target.kind) {
    case 'film':
      return `${target.title} (${target.year})`;
    case 'episode': {
      const code = episodeCode(target.season, target.episode);
      return `${target.show} ${code}${target.title ? ` - ${target.title}` : ''}`;
    }
    case 'vod':
      return `title ${target.vodId}`;
  }
}

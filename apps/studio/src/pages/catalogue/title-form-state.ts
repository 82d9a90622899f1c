import type { EpisodeBody, FilmBody, ShowBody, StudioShow, StudioVod } from '@marquee/contract';

/** The editor's fields as the form holds them: texts, lists of names as lines. */
export interface TitleFormState {
  title: string;
  description: string;
  year: string;
  genre_ids: number[];
  show_type_ids: number[];
  actors: string;
  writers: string;
  parental_code: string;
  require_pin: boolean;
  censorship_allowed: boolean;
  runtime: string;
  trailer_url: string;
  episode_number: string;
}

/** The form's fields for `title`, or empty ones for a new title. */
export function formStateOf(title?: StudioVod | StudioShow): TitleFormState {
  return {
    title: title?.title ?? '',
    description: title?.description ?? '',
    year: title?.year === null || title?.year === undefined ? '' : String(title.year),
    genre_ids: title?.genres.map((genre) => genre.id) ?? [],
    show_type_ids: title?.show_types.map((type) => type.id) ?? [],
    actors: title?.actors.join('\n') ?? '',
    writers: title && 'writers' in title ? title.writers.join('\n') : '',
    parental_code: title?.parental_code ?? '',
    require_pin: title?.require_pin ?? false,
    censorship_allowed: title?.censorship_allowed ?? false,
    runtime: title && 'runtime' in title && title.runtime !== null ? String(title.runtime) : '',
    trailer_url: title?.trailer_url ?? '',
    episode_number:
      title && 'episode_number' in title && title.episode_number !== null
        ? String(title.episode_number)
        : '',
  };
}

/**
 * A number field's value: null when empty, the number when it is one, else the text as typed,
 * so that the server's rule names what is wrong (JSON would turn NaN into null).
 */
const numberOrNull = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return (Number.isFinite(value) ? value : trimmed) as number;
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function sharedBody(state: TitleFormState) {
  return {
    title: state.title,
    description: state.description,
    year: numberOrNull(state.year),
    genre_ids: state.genre_ids,
    show_type_ids: state.show_type_ids,
    actors: lines(state.actors),
    parental_code: state.parental_code.trim() === '' ? null : state.parental_code,
    require_pin: state.require_pin,
    censorship_allowed: state.censorship_allowed,
    trailer_url: state.trailer_url.trim() === '' ? null : state.trailer_url,
  };
}

export const filmBodyOf = (state: TitleFormState): FilmBody => ({
  ...sharedBody(state),
  runtime: numberOrNull(state.runtime),
});

export const episodeBodyOf = (state: TitleFormState): EpisodeBody => ({
  ...filmBodyOf(state),
  episode_number: numberOrNull(state.episode_number) ?? Number.NaN,
});

export const showBodyOf = (state: TitleFormState): ShowBody => ({
  ...sharedBody(state),
  writers: lines(state.writers),
});

import {
  clockSeconds,
  clockText,
  markerParts,
  type EpisodeBody,
  type FilmBody,
  type MarkerPart,
  type ShowBody,
  type StudioShow,
  type StudioVod,
  type TitleMarkers,
} from '@marquee/contract';

/** A skip marker's times as typed: m:ss, h:mm:ss or seconds; both empty: none. */
export interface MarkerTexts {
  start: string;
  end: string;
}

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
  markers: Record<MarkerPart, MarkerTexts>;
}

/** A title's markers as the form shows them. */
export function markerTextsOf(markers: TitleMarkers = {}): Record<MarkerPart, MarkerTexts> {
  const texts = (part: MarkerPart): MarkerTexts => {
    const span = markers[part];
    return span
      ? { start: clockText(span.start), end: clockText(span.end) }
      : { start: '', end: '' };
  };
  return { intro: texts('intro'), recap: texts('recap'), credits: texts('credits') };
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
    markers: markerTextsOf(title?.markers),
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

/** A marker's time: null when empty, its seconds when it reads as a time, else as typed. */
const markerTime = (text: string): number | null =>
  text.trim() === '' ? null : ((clockSeconds(text) ?? text.trim()) as number);

/** The markers of `parts` as a body gives them: a part with both times empty is none (null). */
function markersBodyOf<P extends MarkerPart>(state: TitleFormState, parts: readonly P[]) {
  const body = {} as Record<P, { start: number | null; end: number | null } | null>;
  for (const part of parts) {
    const { start, end } = state.markers[part];
    const empty = start.trim() === '' && end.trim() === '';
    body[part] = empty ? null : { start: markerTime(start), end: markerTime(end) };
  }
  // Null times are sent for the server to name ("Give the start and the end, or neither").
  return body as Record<P, { start: number; end: number } | null>;
}

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
  markers: markersBodyOf(state, markerParts),
});

export const episodeBodyOf = (state: TitleFormState): EpisodeBody => ({
  ...filmBodyOf(state),
  episode_number: numberOrNull(state.episode_number) ?? Number.NaN,
});

/** The parts a show gives its episodes: credits are each episode's own. */
export const SHOW_MARKER_PARTS = ['intro', 'recap'] as const;

export const showBodyOf = (state: TitleFormState): ShowBody => ({
  ...sharedBody(state),
  writers: lines(state.writers),
  markers: markersBodyOf(state, SHOW_MARKER_PARTS),
});

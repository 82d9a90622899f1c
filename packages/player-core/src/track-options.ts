/** A text track as the `<video>` element lists it (external WebVTT or the stream's own). */
export interface TextTrackInfo {
  /** Position in `video.textTracks`. */
  index: number;
  kind: string;
  label: string;
  language: string;
  showing: boolean;
}

/** An audio rendition of the stream. */
export interface AudioTrackInfo {
  id: number;
  name: string;
  language: string;
  active: boolean;
}

/** A choice in the settings panel. */
export interface TrackOption {
  id: number;
  label: string;
  selected: boolean;
}

const SHOWN_TEXT_KINDS = new Set(['subtitles', 'captions']);

/** A readable name for a language code in the interface language ("pt" -> "Portuguese"). */
export function languageName(code: string, uiLanguage: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    // Not a language tag the browser knows: show it as it came.
    return code;
  }
}

/**
 * The subtitle choices: every subtitle or caption track, named by its label or its language,
 * numbered when two would read the same. Metadata tracks (hls.js cue tracks) are left out.
 */
export function subtitleOptions(
  tracks: readonly TextTrackInfo[],
  uiLanguage: string,
): TrackOption[] {
  const shown = tracks.filter((track) => SHOWN_TEXT_KINDS.has(track.kind));
  const labels = shown.map(
    (track) => track.label || languageName(track.language, uiLanguage) || `#${track.index + 1}`,
  );
  return shown.map((track, position) => ({
    id: track.index,
    label: distinct(labels, position),
    selected: track.showing,
  }));
}

/** The audio choices, named by the rendition's name or its language. */
export function audioOptions(tracks: readonly AudioTrackInfo[], uiLanguage: string): TrackOption[] {
  const labels = tracks.map(
    (track) => track.name || languageName(track.language, uiLanguage) || `#${track.id + 1}`,
  );
  return tracks.map((track, position) => ({
    id: track.id,
    label: distinct(labels, position),
    selected: track.active,
  }));
}

/** The subtitle to turn on with the closed-captions button: the first captions track, else the first subtitle. */
export function closedCaptionTrack(tracks: readonly TextTrackInfo[]): number | null {
  const captions = tracks.find((track) => track.kind === 'captions');
  const subtitles = tracks.find((track) => track.kind === 'subtitles');
  return (captions ?? subtitles)?.index ?? null;
}

function distinct(labels: readonly string[], position: number): string {
  const label = labels[position]!;
  const same = labels.filter((other) => other === label).length;
  if (same === 1) return label;
  const nth = labels.slice(0, position + 1).filter((other) => other === label).length;
  return `${label} (${nth})`;
}

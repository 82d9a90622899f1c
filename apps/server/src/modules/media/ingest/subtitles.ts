import { trackName, uniqueNames } from './languages.js';
import type { MediaProbe } from './probe.js';
import type { Sidecar } from './sidecars.js';

/** A subtitle track to package as WebVTT: from the source's streams or from a sidecar file. */
export interface SubtitleRendition {
  /** Its folder in the package: `s0`. */
  name: string;
  /** The stream in the source, when embedded. */
  streamIndex: number | null;
  /** The sidecar file, when not embedded. */
  sidecar: string | null;
  language: string;
  title: string;
  forced: boolean;
  isDefault: boolean;
}

/** The text subtitles to package: the source's own first, then the sidecars; bitmap ones skipped. */
export function planSubtitles(probe: MediaProbe, sidecars: Sidecar[]): SubtitleRendition[] {
  const embedded = probe.subtitles
    .filter((stream) => stream.text)
    .map((stream) => ({
      streamIndex: stream.index,
      sidecar: null,
      language: stream.language,
      title: stream.title,
      forced: stream.forced,
      isDefault: stream.isDefault,
    }));
  const beside = sidecars.map((sidecar) => ({
    streamIndex: null,
    sidecar: sidecar.path,
    language: sidecar.language,
    title: null,
    forced: sidecar.forced,
    isDefault: false,
  }));
  const tracks = [...embedded, ...beside];
  const names = uniqueNames(tracks.map((track) => trackName(track.title, track.language)));
  return tracks.map((track, order) => ({
    ...track,
    name: `s${order}`,
    title: names[order] ?? track.language,
  }));
}

import type Hls from 'hls.js';
import type { AudioTrackInfo, TextTrackInfo } from './track-options';

/** The subtitle and caption tracks: external WebVTT `<track>`s and the stream's own. */
export function textTracksOf(video: HTMLVideoElement): TextTrackInfo[] {
  const list = video.textTracks as TextTrackList | undefined;
  if (!list) return [];
  return Array.from({ length: list.length }, (_, index) => {
    const track = list[index]!;
    return {
      index,
      kind: track.kind,
      label: track.label,
      language: track.language,
      showing: track.mode === 'showing',
    };
  });
}

/** Shows one text track (by its position) and hides the others; null hides them all. */
export function showTextTrack(video: HTMLVideoElement, index: number | null): void {
  const list = video.textTracks as TextTrackList | undefined;
  if (!list) return;
  for (let position = 0; position < list.length; position++) {
    const track = list[position]!;
    if (track.kind !== 'subtitles' && track.kind !== 'captions') continue;
    track.mode = position === index ? 'showing' : 'disabled';
  }
}

/**
 * Calls `onChange` when the element's text tracks appear, go or change; returns the way to
 * stop. jsdom lists text tracks without events; browsers always have them.
 */
export function watchTextTracks(video: HTMLVideoElement, onChange: () => void): () => void {
  const textTracks = video.textTracks as TextTrackList | undefined;
  if (typeof textTracks?.addEventListener !== 'function') return () => undefined;
  textTracks.addEventListener('addtrack', onChange);
  textTracks.addEventListener('removetrack', onChange);
  textTracks.addEventListener('change', onChange);
  return () => {
    textTracks.removeEventListener('addtrack', onChange);
    textTracks.removeEventListener('removetrack', onChange);
    textTracks.removeEventListener('change', onChange);
  };
}

/** The stream's audio renditions (hls.js); empty when the stream has one. */
export function audioTracksOf(hls: Hls | null): AudioTrackInfo[] {
  if (!hls) return [];
  return hls.audioTracks.map((track, id) => ({
    id,
    name: track.name,
    language: track.lang ?? '',
    active: id === hls.audioTrack,
  }));
}

/** Whether this browser, and this element, can show picture-in-picture. */
export function canPictureInPicture(video: HTMLVideoElement): boolean {
  return (
    typeof document !== 'undefined' &&
    document.pictureInPictureEnabled === true &&
    typeof video.requestPictureInPicture === 'function' &&
    !video.disablePictureInPicture
  );
}

/**
 * Shows the video in picture-in-picture; false when the browser refuses (no user gesture, no
 * metadata yet, or no support).
 */
export async function enterPictureInPicture(video: HTMLVideoElement): Promise<boolean> {
  if (!canPictureInPicture(video)) return false;
  try {
    await video.requestPictureInPicture();
    return true;
  } catch {
    return false;
  }
}

/** Brings the video back from picture-in-picture into the page. */
export async function exitPictureInPicture(video: HTMLVideoElement): Promise<void> {
  if (typeof document === 'undefined' || document.pictureInPictureElement !== video) return;
  await document.exitPictureInPicture().catch(() => undefined);
}

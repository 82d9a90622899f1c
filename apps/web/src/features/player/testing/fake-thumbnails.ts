// A title's trick-play thumbnails as the ingest writes them: a frame every 10 s, 320x180 tiles,
// five to a row of one sheet, indexed by a WebVTT file beside it.

/** The signed WebVTT address the stream call answers. */
export const THUMBNAILS_URL = '/media/s/tok.sig/library/film-3/thumbnails/thumbnails.vtt';
/** The sheet its cues name, resolved against it. */
export const SHEET_URL = '/media/s/tok.sig/library/film-3/thumbnails/sheet-000.jpg';

const stamp = (seconds: number) =>
  `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;

/** The index of a film `seconds` long (under an hour). */
export function thumbnailsVtt(seconds: number): string {
  const cues = Array.from({ length: Math.ceil(seconds / 10) }, (_, index) => {
    const tile = `${(index % 5) * 320},${Math.floor(index / 5) * 180},320,180`;
    return `${stamp(index * 10)} --> ${stamp(Math.min(index * 10 + 10, seconds))}\nsheet-000.jpg#xywh=${tile}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The WebVTT file as the origin answers it. */
export const vttResponse = (seconds: number) =>
  new Response(thumbnailsVtt(seconds), { headers: { 'Content-Type': 'text/vtt' } });

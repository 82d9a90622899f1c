/**
 * Where a channel's media is, under /media/. Everything one stream call grants is in one
 * folder, the channel's profile, `live/<channel>/<profile>/`, which is what its URL is signed
 * for:
 *
 * - `master.m3u8`: the live master playlist, naming `<rendition>/live.m3u8`;
 * - `programme-<id>.m3u8`: a programme's master (catch-up or start-over), naming
 *   `<rendition>/programme-<id>.m3u8`;
 * - `shift-<from>-<opened>.m3u8`: the channel time-shifted to `from`, as opened at `opened`
 *   (both Unix seconds), naming `<rendition>/shift-<from>-<opened>.m3u8`;
 * - `<rendition>/<asset>/<file>`: a segment or init segment of a looped asset, as the media
 *   playlists name them relatively: the committed file of that asset in that rendition (or the
 *   one that fills it in, channel-schedule.ts);
 * - `thumbnails/programme-<id>.vtt`, `thumbnails/shift-<from>-<opened>.vtt`: the seek-bar
 *   thumbnails of a programme's or time-shifted stream (thumbnail-cues.ts), naming
 *   `thumbnails/<asset>/sheet.jpg`, the committed sheet of a looped asset, or, for a recorded
 *   channel, `thumbnails/frame-<sequence>.jpg`, the frame the origin makes of that segment.
 *   (`thumbnails` is therefore no rendition's name.)
 */
export const LIVE_FOLDER = 'live/';

export interface ProfileFolder {
  channelId: number;
  profileId: number;
}

/**
 * Which stream of a profile folder a playlist plays: the live window, a programme's catch-up or
 * start-over, or the channel time-shifted to `from` as opened at `opened` (Unix seconds).
 */
export type LiveStream =
  | { kind: 'live' }
  | { kind: 'programme'; programmeId: number }
  | { kind: 'shift'; from: number; opened: number };

export const LIVE_STREAM: LiveStream = { kind: 'live' };

/** What a path under `live/` asks for. */
export type LivePath = ProfileFolder &
  (
    | { kind: 'master'; stream: LiveStream }
    | { kind: 'media'; rendition: string; stream: LiveStream }
    | { kind: 'file'; rendition: string; asset: string; file: string }
    | { kind: 'thumbnails'; stream: Exclude<LiveStream, { kind: 'live' }> }
    | { kind: 'sheet'; asset: string }
    | { kind: 'frame'; sequence: number }
  );

/** The folder of a profile's thumbnails: their WebVTT files and, below, the sheets they name. */
const THUMBNAILS = 'thumbnails';

const SHEET = 'sheet.jpg';

/** The sheet a thumbnails file names for a tile of `asset`, relative to the file. */
export const sheetUri = (asset: string): string => `${asset}/${SHEET}`;

/** The frame of a recorded segment a thumbnails file names, relative to the file. */
export const frameUri = (sequence: number): string => `frame-${sequence}.jpg`;

/** A frame's name: a media sequence number (0 and up, a PostgreSQL integer) as frameUri writes it. */
const FRAME = /^frame-(0|[1-9][0-9]{0,9})\.jpg$/;

/** The path under /media/ of a channel profile's master playlist of a stream. */
export function masterPath(folder: ProfileFolder, stream: LiveStream = LIVE_STREAM): string {
  return `${profileFolder(folder)}${playlistName(stream, 'master')}`;
}

/** The path under /media/ of the seek-bar thumbnails of a programme's or time-shifted stream. */
export function thumbnailsPath(
  folder: ProfileFolder,
  stream: Exclude<LiveStream, { kind: 'live' }>,
): string {
  return `${profileFolder(folder)}${THUMBNAILS}/${playlistName(stream, 'live').replace(/\.m3u8$/, '.vtt')}`;
}

/** The name of a media playlist beside the master that names it. */
export function mediaPlaylistPath(rendition: string, stream: LiveStream): string {
  return `${rendition}/${playlistName(stream, 'live')}`;
}

function profileFolder({ channelId, profileId }: ProfileFolder): string {
  return `${LIVE_FOLDER}${channelId}/${profileId}/`;
}

function playlistName(stream: LiveStream, live: string): string {
  switch (stream.kind) {
    case 'live':
      return `${live}.m3u8`;
    case 'programme':
      return `programme-${stream.programmeId}.m3u8`;
    case 'shift':
      return `shift-${stream.from}-${stream.opened}.m3u8`;
  }
}

const ID = /^[1-9][0-9]{0,9}$/;
const SECONDS = /^(0|[1-9][0-9]{0,10})$/;
const NAME = /^[A-Za-z0-9_-]+$/;
const FILE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** Reads a path under /media/; undefined for anything no channel could serve. */
export function parseLivePath(path: string): LivePath | undefined {
  if (!path.startsWith(LIVE_FOLDER)) return undefined;
  const [channel, profile, ...rest] = path.slice(LIVE_FOLDER.length).split('/');
  const channelId = idOf(channel);
  const profileId = idOf(profile);
  if (channelId === undefined || profileId === undefined) return undefined;
  const folder = { channelId, profileId };
  if (rest.length === 1) {
    const stream = playlistOf(rest[0]!, 'master');
    return stream && { ...folder, kind: 'master', stream };
  }
  if (rest[0] === THUMBNAILS) return thumbnailsOf(folder, rest.slice(1));
  const rendition = rest[0]!;
  if (!NAME.test(rendition)) return undefined;
  if (rest.length === 2) {
    const stream = playlistOf(rest[1]!, 'live');
    return stream && { ...folder, kind: 'media', rendition, stream };
  }
  const [asset, file] = rest.slice(1);
  if (rest.length !== 3 || !NAME.test(asset!) || !FILE.test(file!)) return undefined;
  return { ...folder, kind: 'file', rendition, asset: asset!, file: file! };
}

/**
 * A thumbnails file (`<stream>.vtt`, not the live stream's), a sheet (`<asset>/sheet.jpg`) or
 * a recorded segment's frame (`frame-<sequence>.jpg`).
 */
function thumbnailsOf(folder: ProfileFolder, rest: string[]): LivePath | undefined {
  if (rest.length === 2) {
    const [asset, file] = rest as [string, string];
    return NAME.test(asset) && file === SHEET ? { ...folder, kind: 'sheet', asset } : undefined;
  }
  const frame = rest.length === 1 ? FRAME.exec(rest[0]!) : null;
  if (frame) {
    const sequence = Number(frame[1]);
    return sequence <= 2 ** 31 - 1 ? { ...folder, kind: 'frame', sequence } : undefined;
  }
  const name = rest.length === 1 ? /^(.+)\.vtt$/.exec(rest[0]!)?.[1] : undefined;
  const stream = name === undefined ? undefined : playlistOf(`${name}.m3u8`, 'live');
  if (!stream || stream.kind === 'live') return undefined;
  return { ...folder, kind: 'thumbnails', stream };
}

/** The stream a playlist's name plays (`<live>.m3u8`, `programme-<id>`, `shift-<from>-<opened>`). */
function playlistOf(name: string, live: string): LiveStream | undefined {
  if (name === `${live}.m3u8`) return LIVE_STREAM;
  const programme = /^programme-([^.]+)\.m3u8$/.exec(name);
  if (programme) {
    const programmeId = idOf(programme[1]);
    return programmeId === undefined ? undefined : { kind: 'programme', programmeId };
  }
  const shift = /^shift-([^.-]+)-([^.-]+)\.m3u8$/.exec(name);
  if (!shift || !SECONDS.test(shift[1]!) || !SECONDS.test(shift[2]!)) return undefined;
  const [from, opened] = [Number(shift[1]), Number(shift[2])];
  return from <= opened ? { kind: 'shift', from, opened } : undefined;
}

function idOf(text: string | undefined): number | undefined {
  if (text === undefined || !ID.test(text)) return undefined;
  const id = Number(text);
  return id <= 2 ** 31 - 1 ? id : undefined;
}

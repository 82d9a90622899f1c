/**
 * Where a channel's media is, under /media/. Everything one stream call grants is in one
 * folder, the channel's profile, `live/<channel>/<profile>/`, which is what its URL is signed
 * for:
 *
 * - `master.m3u8`: the live master playlist, naming `<rendition>/live.m3u8`;
 * - `programme-<id>.m3u8`: a programme's master (catch-up or start-over), naming
 *   `<rendition>/programme-<id>.m3u8`;
 * - `<rendition>/<asset>/<file>`: a segment or init segment of a looped asset, as the media
 *   playlists name them relatively: the committed file of that asset in that rendition (or the
 *   one that fills it in, channel-schedule.ts).
 */
export const LIVE_FOLDER = 'live/';

export interface ProfileFolder {
  channelId: number;
  profileId: number;
}

/** What a path under `live/` asks for. */
export type LivePath = ProfileFolder &
  (
    | { kind: 'master'; programmeId: number | undefined }
    | { kind: 'media'; rendition: string; programmeId: number | undefined }
    | { kind: 'file'; rendition: string; asset: string; file: string }
  );

/** The path under /media/ of a channel profile's master playlist, live or of a programme. */
export function masterPath(folder: ProfileFolder, programmeId?: number): string {
  return `${profileFolder(folder)}${playlistName(programmeId, 'master')}`;
}

/** The name of a media playlist beside the master that names it. */
export function mediaPlaylistPath(rendition: string, programmeId: number | undefined): string {
  return `${rendition}/${playlistName(programmeId, 'live')}`;
}

function profileFolder({ channelId, profileId }: ProfileFolder): string {
  return `${LIVE_FOLDER}${channelId}/${profileId}/`;
}

function playlistName(programmeId: number | undefined, live: string): string {
  return programmeId === undefined ? `${live}.m3u8` : `programme-${programmeId}.m3u8`;
}

const ID = /^[1-9][0-9]{0,9}$/;
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
    const programmeId = playlistOf(rest[0]!, 'master');
    return programmeId === false ? undefined : { ...folder, kind: 'master', programmeId };
  }
  const rendition = rest[0]!;
  if (!NAME.test(rendition)) return undefined;
  if (rest.length === 2) {
    const programmeId = playlistOf(rest[1]!, 'live');
    return programmeId === false ? undefined : { ...folder, kind: 'media', rendition, programmeId };
  }
  const [asset, file] = rest.slice(1);
  if (rest.length !== 3 || !NAME.test(asset!) || !FILE.test(file!)) return undefined;
  return { ...folder, kind: 'file', rendition, asset: asset!, file: file! };
}

/** `<live>.m3u8`: undefined (live); `programme-<id>.m3u8`: the id; anything else: false. */
function playlistOf(name: string, live: string): number | undefined | false {
  if (name === `${live}.m3u8`) return undefined;
  const match = /^programme-([^.]+)\.m3u8$/.exec(name);
  return (match && idOf(match[1])) ?? false;
}

function idOf(text: string | undefined): number | undefined {
  if (text === undefined || !ID.test(text)) return undefined;
  const id = Number(text);
  return id <= 2 ** 31 - 1 ? id : undefined;
}

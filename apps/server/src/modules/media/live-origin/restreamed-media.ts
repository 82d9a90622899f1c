// The live origin's answers for a restreamed channel (media/restream): its playlists cut from
// the segments it received, through the one timeline (recorded-timeline.ts), and its segments
// from MEDIA_DIR. Its master playlist names one rendition, the upstream's picture as received.
import type { Provided } from '../../../server-module.js';
import { ARCHIVE_FOLDER, UpstreamFailed, type RecordingSlice } from '../restream/index.js';
import { MediaRefusal, type GeneratedAnswer } from '../media/index.js';
import { TILE_WIDTH, type Rendition } from './live-assets.js';
import type { LivePath, LiveStream } from './live-paths.js';
import {
  LIVE_WINDOW_SECONDS,
  SHIFT_BEHIND_SECONDS,
  masterPlaylist,
  programmeMediaPlaylist,
  programmeThumbnails,
  shiftedMediaPlaylist,
  shiftedThumbnails,
} from './live-playlists.js';
import { RECORDING_FOLDER, recordedTimeline } from './recorded-timeline.js';
import { frameTiles } from './thumbnail-cues.js';
import { livePlaylist } from './timeline-playlists.js';

type Restream = Provided['restream'];
type RestreamChannel = NonNullable<Awaited<ReturnType<Restream['restreamOf']>>>;

/** The one rendition of a restreamed channel: what the upstream sends, as it sends it. */
export const RESTREAM_RENDITION = 'source';

/** What a master playlist says of it before anything is measured: a full HD stream's peak. */
const ASSUMED_BANDWIDTH = 8_000_000;

const RENDITION: Rendition = {
  name: RESTREAM_RENDITION,
  height: 0,
  attributes: [['BANDWIDTH', String(ASSUMED_BANDWIDTH)]],
};

/** Segment and init-segment files as the recorder names them. */
const RECORDED_FILE = /^(\d{1,10}\.(ts|m4s)|init-[0-9a-f]{12}\.mp4)$/;

/** An upstream's archive that cannot be read is the channel unavailable, not a server fault. */
async function unlessArchiveFails(
  read: () => Promise<GeneratedAnswer | undefined>,
): Promise<GeneratedAnswer | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UpstreamFailed) return { refused: MediaRefusal.channelUnavailable };
    throw error;
  }
}

/** A programme the viewer may play, with whether it has ended (catch-up) or is on air. */
export type PlayableProgramme = { start: Date; stop: Date; ended: boolean };

/** The seek-bar thumbnails of a restreamed channel's stream, or a frame they name. */
type ThumbnailsPath = Extract<LivePath, { kind: 'thumbnails' } | { kind: 'frame' }>;

/**
 * The origin's answer for a path of a restreamed channel (live-paths.ts): its playlists, its
 * recorded segments, its upstream archive's files, and, for a recorded channel, the seek-bar
 * thumbnails of its programmes and time-shifted streams with the frames they name.
 */
export async function readRestreamed(
  asked: Exclude<LivePath, { kind: 'sheet' }>,
  deps: {
    restream: Restream;
    channel: RestreamChannel;
    deviceId: number;
    at: Date;
    programmeOf: (id: number) => Promise<PlayableProgramme | undefined>;
    serves: (stream: LiveStream) => Promise<boolean>;
    notBefore: () => Date;
  },
): Promise<GeneratedAnswer | undefined> {
  const { restream, channel, at } = deps;
  const atMs = at.getTime();
  const timelineOf = ({ rows, next }: RecordingSlice) => recordedTimeline(rows, next, at);
  const slice = async (fromMs: number, toMs: number) =>
    timelineOf(await restream.slice(channel.id, fromMs, toMs));
  /** The recording a programme's stream lists: all of it once it has ended, else up to now. */
  const programmeTimeline = (programme: PlayableProgramme) =>
    slice(programme.start.getTime(), programme.ended ? programme.stop.getTime() : atMs + 1);
  const shiftOf = (stream: Extract<LiveStream, { kind: 'shift' }>) => ({
    from: new Date(stream.from * 1000),
    opened: new Date(stream.opened * 1000),
  });

  /** Thumbnails time their cues as the stream's playlist lists its segments, one per segment. */
  async function readThumbnails(path: ThumbnailsPath): Promise<GeneratedAnswer | undefined> {
    // Only a recording has segments of its own to take frames of (not an upstream's archive).
    if (!channel.recorded) return undefined;
    if (path.kind === 'frame') {
      const file = await restream.frame(channel.id, path.sequence, TILE_WIDTH);
      return file === undefined ? undefined : { file, root: 'media' };
    }
    const { stream } = path;
    if (stream.kind === 'programme') {
      const programme = await deps.programmeOf(stream.programmeId);
      if (!programme) return undefined;
      const timeline = await programmeTimeline(programme);
      const text = programmeThumbnails(timeline, programme, at, programme.ended, frameTiles);
      return { text, growing: !programme.ended };
    }
    if (!(await deps.serves(stream))) return undefined;
    // From the segment the playlist began with when opened; cues stay as its front slides on.
    const fromMs = Math.max(stream.from * 1000, deps.notBefore().getTime());
    const timeline = await slice(Math.min(fromMs, atMs), atMs + 1);
    return { text: shiftedThumbnails(timeline, shiftOf(stream), at, frameTiles), growing: true };
  }

  if (asked.kind === 'thumbnails' || asked.kind === 'frame') return readThumbnails(asked);
  if (asked.kind !== 'master' && asked.rendition !== RESTREAM_RENDITION) return undefined;
  const archiveOf = (stream: Extract<LiveStream, { kind: 'shift' }>) =>
    restream.archive(
      channel,
      `shift-${stream.from}-${stream.opened}`,
      stream.from * 1000,
      stream.opened * 1000,
    );
  if (asked.kind === 'file' && asked.asset === ARCHIVE_FOLDER) {
    // A file of an upstream's archive: its stream is in its name (`shift-<from>-<opened>-s3.ts`).
    const shift = /^shift-(\d{1,11})-(\d{1,11})-/.exec(asked.file);
    if (!channel.archive || !shift) return undefined;
    const stream = { kind: 'shift', from: Number(shift[1]), opened: Number(shift[2]) } as const;
    if (!(await deps.serves(stream))) return undefined;
    return unlessArchiveFails(() => archiveOf(stream).file(asked.file));
  }
  if (asked.kind === 'file') {
    if (asked.asset !== RECORDING_FOLDER || !RECORDED_FILE.test(asked.file)) return undefined;
    return {
      file: restream.recordingFile(channel.id, asked.file),
      root: 'media',
      sent: (bytes) => restream.served(channel.id, bytes),
    };
  }
  const { stream } = asked;
  if (stream.kind === 'live') {
    // Every live request counts its device as a viewer and keeps (or gets) the restream going.
    const state = await restream.watch(channel, deps.deviceId);
    // Every source failed: the player shows the channel as unavailable, not a spinner.
    if (state === 'down') return { refused: MediaRefusal.channelUnavailable };
  }
  if (asked.kind === 'master') {
    return (await deps.serves(stream))
      ? { playlist: masterPlaylist([RENDITION], stream) }
      : undefined;
  }
  if (stream.kind === 'live') {
    // Every viewer asks for it every few seconds: one read of the store a second per channel.
    const timeline = timelineOf(await restream.liveSlice(channel.id));
    return { playlist: livePlaylist(timeline, at, { windowSeconds: LIVE_WINDOW_SECONDS }) };
  }
  if (stream.kind === 'shift' && channel.archive) {
    // Catch-up from the upstream's own archive: its playlist, written with our file names.
    if (!(await deps.serves(stream))) return undefined;
    return unlessArchiveFails(async () => ({ playlist: await archiveOf(stream).playlist() }));
  }
  if (stream.kind === 'shift') {
    if (!(await deps.serves(stream))) return undefined;
    const shift = shiftOf(stream);
    const place = shift.from.getTime() + Math.max(0, atMs - shift.opened.getTime());
    const notBefore = deps.notBefore();
    const fromMs = Math.max(
      shift.from.getTime(),
      notBefore.getTime(),
      place - SHIFT_BEHIND_SECONDS * 1000,
    );
    const timeline = await slice(Math.min(fromMs, atMs), atMs + 1);
    return { playlist: shiftedMediaPlaylist(timeline, shift, at, notBefore) };
  }
  const programme = await deps.programmeOf(stream.programmeId);
  // A channel with an archive of its own plays a programme as a time-shift from its start.
  if (!programme || channel.archive) return undefined;
  const timeline = await programmeTimeline(programme);
  return { playlist: programmeMediaPlaylist(timeline, programme, at, programme.ended) };
}

import type { Clock } from '../../../clock.js';
import { onNotice, type ChangeNotices } from '../../../cluster/index.js';
import { READ_MEMO_MAX_AGE_MS, createReadMemo } from '../../../read-memo.js';
import type { Provided } from '../../../server-module.js';
import type { ChannelReader } from '../../live/live/index.js';
import type { GeneratedAnswer, GeneratedMedia } from '../media/index.js';
import { sourceRendition, type ChannelSchedules } from './channel-schedule.js';
import { ASSET_FOLDER, SHEET_FILE } from './live-assets.js';
import { parseLivePath, type LiveStream } from './live-paths.js';
import {
  liveMediaPlaylist,
  masterPlaylist,
  programmeMediaPlaylist,
  programmeThumbnails,
  shiftedMediaPlaylist,
  shiftedThumbnails,
} from './live-playlists.js';
import { profileRenditions } from './profile-renditions.js';
import { readRestreamed } from './restreamed-media.js';
import { sheetTiles } from './thumbnail-cues.js';
import { catchupWindowStart, momentAccess, programmeAccess } from './programme-access.js';

/** Channels whose rows the origin keeps for a second; a line-up is hundreds of channels. */
const CHANNELS_REMEMBERED = 5_000;

/**
 * The live origin's answers under /media/live/ (live-paths.ts), computed from the clock at
 * each request. The media module has checked the signature (for this channel's profile) and
 * the device; this checks that the channel, profile, rendition, asset, file or programme the
 * path names is one the channel serves now, and answers nothing (a 404) otherwise. A programme
 * is checked again by the catch-up rules, so a URL kept past its window stops playing; a
 * time-shifted stream must have been allowed when it was opened (and not be opened later than
 * now), and lists nothing that has left the window since.
 */
export function createLiveOriginMedia(deps: {
  channels: Pick<ChannelReader, 'findChannel' | 'findProgramme'>;
  schedules: ChannelSchedules;
  restream: Provided['restream'];
  now: Clock;
  notices: ChangeNotices;
}): GeneratedMedia {
  const { channels, schedules, restream, now, notices } = deps;
  // Every viewer asks for a playlist and a segment about every 2 s: a channel is read from the
  // database at most once a second, however many watch it (read-memo.ts).
  const channelOf = createReadMemo((id: number) => channels.findChannel(id), {
    maxAgeMs: READ_MEMO_MAX_AGE_MS,
    capacity: CHANNELS_REMEMBERED,
    now: () => now().getTime(),
  });
  // A channels import announced by the import command is read at once.
  onNotice(
    notices,
    'imported',
    ({ what }) => {
      if (what === 'channels') channelOf.clear();
    },
    () => channelOf.clear(),
  );
  return {
    async read(path, request): Promise<GeneratedAnswer | undefined> {
      const asked = parseLivePath(path);
      if (!asked) return undefined;
      const channel = await channelOf.get(asked.channelId);
      const profile = channel?.profiles.find((own) => own.id === asked.profileId);
      if (!channel || !profile) return undefined;
      const at = now();

      async function programmeOf(id: number) {
        const programme = await channels.findProgramme(id);
        if (!programme || programme.channelId !== channel!.id) return undefined;
        const access = programmeAccess(channel!, programme, at);
        return 'kind' in access ? { ...programme, ended: access.kind === 'catchup' } : undefined;
      }

      /** Whether the stream a playlist names may be played now. */
      async function serves(stream: LiveStream): Promise<boolean> {
        if (stream.kind === 'programme')
          return (await programmeOf(stream.programmeId)) !== undefined;
        if (stream.kind === 'live') return true;
        const opened = new Date(stream.opened * 1000);
        if (opened.getTime() > at.getTime()) return false;
        return 'kind' in momentAccess(channel!, new Date(stream.from * 1000), opened);
      }

      const restreamed = await restream.restreamOf(channel);
      if (restreamed) {
        if (asked.kind === 'sheet') return undefined;
        return readRestreamed(asked, {
          restream,
          channel: restreamed,
          deviceId: request.deviceId,
          at,
          programmeOf,
          serves,
          notBefore: () => catchupWindowStart(channel, at),
        });
      }
      const plan = schedules.planOf(channel);
      if (!plan) return undefined;
      const renditions = profileRenditions(profile.code, plan.renditions);

      /** The asset of a name when the channel plays it. */
      const played = (name: string) =>
        plan.timeline.assets.some((own) => own.id === name) ? schedules.asset(name) : undefined;

      // Frames are made of recorded segments; a looped asset has its sheet instead.
      if (asked.kind === 'frame') return undefined;
      if (asked.kind === 'sheet') {
        const asset = played(asked.asset);
        return asset?.sheet ? { file: `${ASSET_FOLDER}/${asset.id}/${SHEET_FILE}` } : undefined;
      }
      if (asked.kind === 'thumbnails') {
        const { stream } = asked;
        const tiles = sheetTiles((name: string) => played(name)?.sheet);
        if (stream.kind === 'programme') {
          const programme = await programmeOf(stream.programmeId);
          if (!programme) return undefined;
          return {
            text: programmeThumbnails(plan.timeline, programme, at, programme.ended, tiles),
            growing: !programme.ended,
          };
        }
        if (!(await serves(stream))) return undefined;
        const shift = {
          from: new Date(stream.from * 1000),
          opened: new Date(stream.opened * 1000),
        };
        return { text: shiftedThumbnails(plan.timeline, shift, at, tiles), growing: true };
      }
      if (asked.kind === 'master') {
        return (await serves(asked.stream))
          ? { playlist: masterPlaylist(renditions, asked.stream) }
          : undefined;
      }
      const rendition = renditions.find((own) => own.name === asked.rendition);
      if (!rendition) return undefined;
      if (asked.kind === 'file') {
        const asset = played(asked.asset);
        if (!asset) return undefined;
        const named =
          asset.map === asked.file || asset.segments.some((segment) => segment.uri === asked.file);
        if (!named) return undefined;
        const source = sourceRendition(asset, rendition);
        return { file: `${ASSET_FOLDER}/${asset.id}/${source.name}/${asked.file}` };
      }
      const { stream } = asked;
      if (stream.kind === 'live') return { playlist: liveMediaPlaylist(plan.timeline, at) };
      if (stream.kind === 'shift') {
        if (!(await serves(stream))) return undefined;
        const shift = {
          from: new Date(stream.from * 1000),
          opened: new Date(stream.opened * 1000),
        };
        const notBefore = catchupWindowStart(channel, at);
        return { playlist: shiftedMediaPlaylist(plan.timeline, shift, at, notBefore) };
      }
      const programme = await programmeOf(stream.programmeId);
      if (!programme) return undefined;
      return {
        playlist: programmeMediaPlaylist(plan.timeline, programme, at, programme.ended),
      };
    },
  };
}

import { notice, type ChannelStream, type PlainNotice } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { presentVodProfile, type PlaybackProfileRow } from '../../catalogue/catalogue/index.js';
import type { Provided } from '../../../server-module.js';
import type { ChannelReader } from '../../live/live/index.js';
import { assertMayPlay, assertWithinCeiling, type StreamViewer } from '../playback/index.js';
import type { ChannelPlays } from './channel-plays.js';
import type { ChannelSchedules } from './channel-schedule.js';
import { LIVE_STREAM, masterPath, thumbnailsPath, type LiveStream } from './live-paths.js';
import {
  momentAccess,
  programmeAccess,
  type CatchupSettings,
  type MomentAccess,
  type ProgrammeAccess,
} from './programme-access.js';

/** The channel stream call's body, parsed. */
export interface ChannelStreamRequest {
  channelId: number;
  profileId: number | undefined;
  programmeId: number | undefined;
  /** Unix seconds: the channel's timeline from this moment on (time-shift). */
  from: number | undefined;
}

const REFUSALS: Record<Extract<ProgrammeAccess, { refused: string }>['refused'], PlainNotice> = {
  notStarted: { key: 'programmeNotStarted' },
  catchupDisabled: { key: 'catchupNotOffered' },
  outsideWindow: { key: 'catchupWindowPassed' },
};

function momentRefusal(
  refused: Extract<MomentAccess, { refused: string }>['refused'],
  channel: CatchupSettings,
): HttpError {
  switch (refused) {
    case 'notAired':
      return new HttpError(403, notice('momentNotAired'));
    case 'catchupDisabled':
      return new HttpError(403, notice('catchupNotOffered'));
    case 'beforeWindow':
      return new HttpError(403, notice('momentBeforeCatchup', { days: channel.catchupDays }));
  }
}

/**
 * The profile a stream plays: the one asked for, else the last of the channel's profiles the
 * viewer may play (HD is made after SD), else the first, which is then refused as not rented.
 */
function chooseProfile(
  profiles: PlaybackProfileRow[],
  profileId: number | undefined,
  viewer: StreamViewer,
): PlaybackProfileRow | undefined {
  if (profileId !== undefined) return profiles.find((profile) => profile.id === profileId);
  const playable = profiles.filter((profile) => presentVodProfile(profile, viewer).subscribed);
  return playable.at(-1) ?? profiles[0];
}

/**
 * The channel stream call: a live channel, one of its programmes from the start (catch-up
 * once it has ended, start-over while on air), or its timeline from a moment on, as a URL
 * signed for the viewer's device and the channel's profile, under which the origin writes the
 * playlists (live-origin-media.ts), and, but for the live edge and an upstream's archive, the
 * signed URL of its seek-bar thumbnails (thumbnail-cues.ts). The film stream call's rules
 * decide who may play (playback's `assertMayPlay`, and `assertWithinCeiling` for a kids
 * profile); a granted stream counts as a play of the channel (trending channels).
 */
export function createChannelStreamService(deps: {
  channels: Pick<ChannelReader, 'findChannel' | 'findProgramme'>;
  plays: ChannelPlays;
  schedules: ChannelSchedules;
  restream: Pick<Provided['restream'], 'restreamOf' | 'watch' | 'settled'>;
  signUrl: (url: string, deviceId: number) => string;
  now: Clock;
}) {
  const { channels, plays, schedules, restream, signUrl, now } = deps;
  return {
    async stream(
      request: ChannelStreamRequest,
      viewer: StreamViewer,
    ): Promise<ChannelStream | null> {
      if (request.programmeId !== undefined && request.from !== undefined) {
        throw new HttpError(400, notice('programmeOrMoment'));
      }
      const channel = await channels.findChannel(request.channelId);
      if (!channel) throw notFound(notice('channelNotFound'));
      // Live, start-over and catch-up alike.
      assertWithinCeiling(channel.parentalCode, viewer, notice('kidsChannelUnavailable'));
      const profile = chooseProfile(channel.profiles, request.profileId, viewer);
      if (!profile && request.profileId !== undefined) {
        throw notFound(notice('channelProfileNotFound'));
      }
      if (!viewer.subscriptionActive) throw new HttpError(403, notice('subscriptionExpired'));
      if (!profile) throw new HttpError(403, notice('channelNotRented'));
      assertMayPlay(profile, viewer, notice('channelNotRented'));
      const at = now();
      let stream: LiveStream = LIVE_STREAM;
      let programmeStart: Date | undefined;
      if (request.from !== undefined) {
        const access = momentAccess(channel, new Date(request.from * 1000), at);
        if ('refused' in access) throw momentRefusal(access.refused, channel);
        stream = { kind: 'shift', from: request.from, opened: Math.floor(at.getTime() / 1000) };
      }
      if (request.programmeId !== undefined) {
        const programme = await channels.findProgramme(request.programmeId);
        if (!programme || programme.channelId !== channel.id) {
          throw notFound(notice('programmeNotFound'));
        }
        const access = programmeAccess(channel, programme, at);
        if ('refused' in access) throw new HttpError(403, REFUSALS[access.refused]);
        stream = { kind: 'programme', programmeId: programme.id };
        programmeStart = programme.start;
      }
      const folder = { channelId: channel.id, profileId: profile.id };
      const restreamed = await restream.restreamOf(channel);
      if (restreamed) {
        // A programme of a channel with an archive of its own plays as a time-shift from its
        // start: the archive's address takes the moment the viewer opened it (catchup-archive.ts).
        if (restreamed.archive && programmeStart) {
          const opened = Math.floor(at.getTime() / 1000);
          stream = { kind: 'shift', from: Math.floor(programmeStart.getTime() / 1000), opened };
        }
        // The first viewer starts the channel's restream; the answer waits a moment for its
        // first segment, so that the player's first playlist has something to play. What was
        // recorded plays whatever the upstream does now.
        if (stream.kind === 'live') {
          await restream.watch(restreamed, viewer.deviceId);
          if ((await restream.settled(channel.id)) === 'down') {
            throw new HttpError(409, notice('channelUnavailable'));
          }
        }
        await plays.record(channel.id, viewer.accountId, at);
        // A recording's segments have frames (made when first asked for); an upstream's
        // archive is played as it comes, with none.
        const thumbnails =
          stream.kind !== 'live' && restreamed.recorded
            ? signUrl(`/media/${thumbnailsPath(folder, stream)}`, viewer.deviceId)
            : null;
        return {
          url: signUrl(`/media/${masterPath(folder, stream)}`, viewer.deviceId),
          primary_drm_license_url: null,
          thumbnails_url: thumbnails,
          streaming_profile_id: profile.id,
          catchup: stream.kind !== 'live',
        };
      }
      // No media to loop means nothing to play: the client stays where it was.
      const plan = schedules.planOf(channel);
      if (!plan) return null;
      await plays.record(channel.id, viewer.accountId, at);
      const path = masterPath(folder, stream);
      // A stream from the past has thumbnails when any media it loops has a sheet; the live
      // edge has no past to preview.
      const hasSheets = plan.timeline.assets.some((asset) => schedules.asset(asset.id)?.sheet);
      const thumbnails =
        stream.kind !== 'live' && hasSheets
          ? signUrl(`/media/${thumbnailsPath(folder, stream)}`, viewer.deviceId)
          : null;
      return {
        url: signUrl(`/media/${path}`, viewer.deviceId),
        primary_drm_license_url: null,
        thumbnails_url: thumbnails,
        streaming_profile_id: profile.id,
        catchup: stream.kind !== 'live',
      };
    },
  };
}

export type ChannelStreamService = ReturnType<typeof createChannelStreamService>;

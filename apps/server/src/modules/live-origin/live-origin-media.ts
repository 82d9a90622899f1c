import type { Clock } from '../../clock.js';
import { READ_MEMO_MAX_AGE_MS, createReadMemo } from '../../read-memo.js';
import type { ChannelReader } from '../live/index.js';
import type { GeneratedAnswer, GeneratedMedia } from '../media/index.js';
import { sourceRendition, type ChannelSchedules } from './channel-schedule.js';
import { ASSET_FOLDER } from './live-assets.js';
import { parseLivePath } from './live-paths.js';
import { liveMediaPlaylist, masterPlaylist, programmeMediaPlaylist } from './live-playlists.js';
import { profileRenditions } from './profile-renditions.js';
import { programmeAccess } from './programme-access.js';

/** Channels whose rows the origin keeps for a second; a line-up is hundreds of channels. */
const CHANNELS_REMEMBERED = 5_000;

/**
 * The live origin's answers under /media/live/ (live-paths.ts), computed from the clock at
 * each request. The media module has checked the signature (for this channel's profile) and
 * the device; this checks that the channel, profile, rendition, asset, file or programme the
 * path names is one the channel serves now, and answers nothing (a 404) otherwise. A programme
 * is checked again by the catch-up rules, so a URL kept past its window stops playing.
 */
export function createLiveOriginMedia(deps: {
  channels: Pick<ChannelReader, 'findChannel' | 'findProgramme'>;
  schedules: ChannelSchedules;
  now: Clock;
}): GeneratedMedia {
  const { channels, schedules, now } = deps;
  // Every viewer asks for a playlist and a segment about every 2 s: a channel is read from the
  // database at most once a second, however many watch it (read-memo.ts).
  const channelOf = createReadMemo((id: number) => channels.findChannel(id), {
    maxAgeMs: READ_MEMO_MAX_AGE_MS,
    capacity: CHANNELS_REMEMBERED,
    now: () => now().getTime(),
  });
  return {
    async read(path): Promise<GeneratedAnswer | undefined> {
      const asked = parseLivePath(path);
      if (!asked) return undefined;
      const channel = await channelOf.get(asked.channelId);
      const profile = channel?.profiles.find((own) => own.id === asked.profileId);
      const plan = channel && schedules.planOf(channel);
      if (!channel || !profile || !plan) return undefined;
      const renditions = profileRenditions(profile.code, plan.renditions);
      const at = now();

      async function programmeOf(id: number) {
        const programme = await channels.findProgramme(id);
        if (!programme || programme.channelId !== channel!.id) return undefined;
        const access = programmeAccess(channel!, programme, at);
        return 'kind' in access ? { ...programme, ended: access.kind === 'catchup' } : undefined;
      }

      if (asked.kind === 'master') {
        if (asked.programmeId !== undefined && !(await programmeOf(asked.programmeId))) {
          return undefined;
        }
        return { playlist: masterPlaylist(renditions, asked.programmeId) };
      }
      const rendition = renditions.find((own) => own.name === asked.rendition);
      if (!rendition) return undefined;
      if (asked.kind === 'file') {
        const asset = schedules.asset(asked.asset);
        const played = plan.timeline.assets.some((own) => own.id === asked.asset);
        if (!asset || !played) return undefined;
        const named =
          asset.map === asked.file || asset.segments.some((segment) => segment.uri === asked.file);
        if (!named) return undefined;
        const source = sourceRendition(asset, rendition);
        return { file: `${ASSET_FOLDER}/${asset.id}/${source.name}/${asked.file}` };
      }
      if (asked.programmeId === undefined) {
        return { playlist: liveMediaPlaylist(plan.timeline, at) };
      }
      const programme = await programmeOf(asked.programmeId);
      if (!programme) return undefined;
      return {
        playlist: programmeMediaPlaylist(plan.timeline, programme, at, programme.ended),
      };
    },
  };
}

import { notice, type Notice, type Stream } from '@marquee/contract';
import { isWithinMaturity } from '../../../db/maturity.js';
import { HttpError, notFound } from '../../../http/errors.js';
import type { Entitlements } from '../../accounts/account/index.js';
import type { CatalogueRepository } from '../../catalogue/catalogue/index.js';
import { presentVodProfile } from '../../catalogue/catalogue/index.js';
import type { PlayLog } from '../../catalogue/watching/index.js';

/**
 * Who asks for a stream: what they may watch, the device a URL is signed for, and a kids
 * profile's ceiling (null for the others).
 */
export type StreamViewer = Entitlements & {
  accountId: number;
  deviceId: number;
  maturityCeiling: string | null;
};

/**
 * Refuses what a kids profile may not watch, a title or channel rated above its ceiling (or
 * with no rating it knows), with the notice that says so (`refusal`); 403, as for the other
 * things a viewer may not play.
 */
export function assertWithinCeiling(
  parentalCode: string | null,
  viewer: Pick<StreamViewer, 'maturityCeiling'>,
  refusal: Notice,
): void {
  if (!isWithinMaturity(parentalCode, viewer.maturityCeiling)) throw new HttpError(403, refusal);
}

/**
 * Refuses a playback profile (a title's or a channel's) the viewer may not play: every stream
 * needs a running subscription (access §5), and a profile not included in it must be rented or
 * bought; `notRented` says which kind of item is not.
 */
export function assertMayPlay(
  profile: Parameters<typeof presentVodProfile>[0],
  viewer: Entitlements,
  notRented: Notice,
): void {
  if (!viewer.subscriptionActive) {
    throw new HttpError(403, notice('subscriptionExpired'));
  }
  if (!presentVodProfile(profile, viewer).subscribed) {
    throw new HttpError(403, notRented);
  }
}

/**
 * Decides whether a session may play a title with a profile (a kids profile: only a title
 * within its ceiling), and where the stream is: a URL
 * signed for the caller's device (`signUrl`, media/media-access.ts). A granted stream counts as
 * a play of the title (trending).
 */
export function createPlaybackService(
  catalogue: CatalogueRepository,
  plays: Pick<PlayLog, 'streamGranted'>,
  signUrl: (url: string, deviceId: number) => string,
) {
  return {
    async stream(vodId: number, profileId: number, viewer: StreamViewer): Promise<Stream | null> {
      const vod = await catalogue.findVod(vodId);
      if (!vod) throw notFound(notice('titleNotFound'));
      assertWithinCeiling(vod.parentalCode, viewer, notice('kidsTitleUnavailable'));
      const found = await catalogue.findProfileSource(vodId, profileId);
      if (!found) throw notFound(notice('playbackProfileNotFound'));
      assertMayPlay(found.profile, viewer, notice('notRented'));
      // No source means nothing to play: the client returns to the title's page.
      if (!found.source) return null;
      await plays.streamGranted(viewer.accountId, vodId);
      return {
        url: signUrl(found.source.url, viewer.deviceId),
        primary_drm_license_url: found.source.drmLicenseUrl,
        thumbnails_url: found.source.thumbnailsUrl
          ? signUrl(found.source.thumbnailsUrl, viewer.deviceId)
          : null,
        vod_profile_id: found.profile.id,
      };
    },
  };
}

export type PlaybackService = ReturnType<typeof createPlaybackService>;

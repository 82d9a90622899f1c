import type { Channel, Programme, TvShow, VodItem } from '@marquee/contract';
import { backdropOf, posterOf } from '@/shared/lib/images';
import type { NowPlaying } from '@marquee/player-core/media-session';

/** How an episode's place reads ("S1 E3"); either number may be unknown. */
export type EpisodeCodeText = (place: { season: number | null; episode: number | null }) => string;

/**
 * A film or an episode for the system's media controls: an episode names its series and its
 * place in it ("S1 E3", the season's number from the show's seasons); the poster comes first,
 * then the wide image, then the show's poster.
 */
export function vodNowPlaying(
  vod: VodItem,
  show: Pick<TvShow, 'title' | 'seasons' | 'cover'> | null,
  episodeCode: EpisodeCodeText,
): NowPlaying {
  const artwork = [posterOf(vod), backdropOf(vod), show ? posterOf(show) : null];
  if (vod.multi_event_vod_id === null && vod.episode_number === null) {
    return { title: vod.title, artist: '', album: '', artwork };
  }
  const seasonId = vod.multi_event_vod_season_id;
  const season = show?.seasons.find((candidate) => candidate.id === seasonId)?.number ?? null;
  const place = { season, episode: vod.episode_number };
  const album = place.season === null && place.episode === null ? '' : episodeCode(place);
  return { title: vod.title, artist: show?.title ?? '', album, artwork };
}

/**
 * A channel for the system's media controls: the programme at the playing position (on air,
 * or the one caught up on) as the title, the channel as the artist, its number as the album,
 * its logo then its screenshot as artwork.
 */
export function channelNowPlaying(
  channel: Pick<Channel, 'title' | 'logo_url' | 'screenshot_url'>,
  programme: Pick<Programme, 'title' | 'icon_url'> | null,
  channelNumber: string,
): NowPlaying {
  return {
    title: programme?.title ?? channel.title,
    artist: channel.title,
    album: channelNumber,
    artwork: [programme?.icon_url, channel.logo_url, channel.screenshot_url],
  };
}

/** A trailer or an advert: a title alone (an advert also turns seeking off). */
export function plainNowPlaying(title: string, advert = false): NowPlaying {
  return { title, artist: '', album: '', artwork: [], ...(advert ? { advert } : {}) };
}

import { ItemType, type Channel, type VideoCampaign, type VodItem } from '@marquee/contract';

/** A film, with the profile the Play flow chose (null: the first subscribed one). */
export interface FilmSource {
  kind: 'film';
  vod: VodItem;
  profileId: number | null;
}

/** An episode, with the profile the Play flow or Next episode chose. */
export interface EpisodeSource {
  kind: 'episode';
  vod: VodItem;
  profileId: number | null;
}

/** A title's trailer. */
export interface TrailerSource {
  kind: 'trailer';
  title: string;
  url: string;
  /** The title needs the parental PIN and it was not entered yet: the trailer waits for it. */
  pinPending: boolean;
}

/** A video advert (campaign); today adverts play over a film or episode, not on their own. */
export interface AdvertSource {
  kind: 'advert';
  campaign: VideoCampaign;
}

/** A channel at its live edge. */
export interface LiveSource {
  kind: 'live';
  channel: Channel;
}

/**
 * A channel from a moment of its catch-up window on (a past programme's start, a start over,
 * a link's `at`, a seek): it plays on across programmes up to the live edge.
 */
export interface CatchupSource {
  kind: 'catchup';
  channel: Channel;
  /** Epoch ms. */
  from: number;
}

/**
 * What the floating player plays: the spec's `selectedPlayer` and `selectedVod` (access §3,
 * "Floating player state") as one value, so a kind always comes with what it needs.
 */
export type PlayerSource =
  FilmSource | EpisodeSource | TrailerSource | AdvertSource | LiveSource | CatchupSource;

export type VodSource = FilmSource | EpisodeSource;

/** The source that plays a film or an episode, by the item's type. */
export function vodSource(vod: VodItem, profileId: number | null = null): VodSource {
  return vod.type === ItemType.episode
    ? { kind: 'episode', vod, profileId }
    : { kind: 'film', vod, profileId };
}

/** Whether two sources play the same thing: opening it again changes nothing. */
export function isSameSource(a: PlayerSource, b: PlayerSource): boolean {
  switch (a.kind) {
    case 'film':
    case 'episode':
      return (
        (b.kind === 'film' || b.kind === 'episode') && b.kind === a.kind && b.vod.id === a.vod.id
      );
    case 'trailer':
      return b.kind === 'trailer' && b.url === a.url;
    case 'advert':
      return b.kind === 'advert' && b.campaign.id === a.campaign.id;
    case 'live':
      return b.kind === 'live' && b.channel.id === a.channel.id;
    case 'catchup':
      return b.kind === 'catchup' && b.channel.id === a.channel.id && b.from === a.from;
  }
}

/** The film or episode a source plays, or null for any other kind. */
export function sourceVod(source: PlayerSource | null): VodItem | null {
  return source?.kind === 'film' || source?.kind === 'episode' ? source.vod : null;
}

import {
  ItemType,
  type Named,
  type Subtitle,
  type VodItem,
  type VodProfile,
} from '@marquee/contract';
import type { Entitlements } from '../../accounts/account/index.js';
import { presentRate } from './title-rate.js';
import type {
  PlaybackProfileRow,
  VodProfileRow,
  VodRow,
  VodSubtitleRow,
} from './catalogue-repository.js';

export interface VodRelations {
  genres: Map<number, Named[]>;
  showTypes: Map<number, Named[]>;
  profiles: Map<number, VodProfileRow[]>;
  subtitles: Map<number, VodSubtitleRow[]>;
  seasons: Map<number, string>;
}

/** Columns that movies, episodes and shows share (`titleColumns` in the schema). */
type TitleRow = Pick<
  VodRow,
  | 'id'
  | 'title'
  | 'year'
  | 'description'
  | 'rating'
  | 'rateCount'
  | 'rateStarsSum'
  | 'actors'
  | 'parentalCode'
  | 'requirePin'
  | 'trailerUrl'
  | 'censorshipAllowed'
  | 'createdAt'
>;

/** How a title is presented. */
export interface PresentOptions {
  /** With `rate` (the call's `config[enable_rate]=1`). */
  withRate: boolean;
  /**
   * With every still of the gallery, for a call about one title (`filter[id]`). A list carries
   * the first only: what a card and the details page's backdrop show before their own call.
   */
  wholeGallery: boolean;
}

/** The fields a movie, an episode and a TV show present alike. */
export function presentTitle(
  model: 'vod' | 'show',
  row: TitleRow & TitleArtRow,
  options: PresentOptions,
) {
  const { cover, gallery } = titleArt(model, row.id, row);
  const withRate = options.withRate;
  return {
    title: row.title,
    year: row.year,
    description: row.description,
    rating: row.rating,
    rate: withRate ? presentRate(row) : null,
    actors: row.actors.map((name) => ({ name })),
    parental_rating: row.parentalCode
      ? { code: row.parentalCode, require_pin: row.requirePin }
      : null,
    cover,
    covers: [cover],
    gallery: options.wholeGallery ? gallery : gallery.slice(0, 1),
    screenshot_url: cover.preview_ar,
    logo_url: null,
    trailer_source: row.trailerUrl ? { url: row.trailerUrl } : null,
    censorship_allowed: row.censorshipAllowed,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * What a title's artwork comes from in its row: the artwork an operator uploaded (studio
 * catalogue), and for a movie or episode the frames of its video (shows have none). Select it
 * with `vodArtColumns` or `showArtColumns`.
 */
export type TitleArtRow = Pick<VodRow, 'coverImageUrl' | 'backdropImageUrl' | 'stillImageUrls'> &
  Partial<Pick<VodRow, 'posterUrl' | 'backdropUrl'>>;

/** Generated stills in each title's gallery. */
export const GALLERY_STILLS = 5;

/**
 * The artwork of a movie or episode (`vod`) or a TV show (`show`): cover and gallery as an
 * operator uploaded them, else the frames of the title's own video where its media has them
 * (media/ingest), else drawn (art module). `art` is the title's row, or its art columns.
 */
export function titleArt(model: 'vod' | 'show', id: number, art: TitleArtRow) {
  const poster = art.coverImageUrl ?? art.posterUrl ?? `/media/art/poster/${model}/${id}.svg`;
  const backdrop =
    art.backdropImageUrl ?? art.backdropUrl ?? `/media/art/backdrop/${model}/${id}.svg`;
  const uploaded = art.stillImageUrls;
  const stills =
    uploaded.length > 0
      ? uploaded
      : Array.from(
          { length: GALLERY_STILLS },
          (_, index) => `/media/art/still/${model}/${id}-${index + 1}.svg`,
        );
  const gallery = stills.map((still) => {
    return {
      small_ar: still,
      medium_ar: still,
      preview_ar: still,
      preview_medium_ar: still,
      preview_large_ar: still,
    };
  });
  return {
    cover: { preview_ar: backdrop, medium_ar: poster, small_ar: poster, preview_large: backdrop },
    gallery,
  };
}

export function presentVodProfile(row: PlaybackProfileRow, entitlements: Entitlements): VodProfile {
  const pricing = row.pricing.map((entry) => ({
    duration: entry.duration,
    price: entry.priceCents / 100,
  }));
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    price: pricing.length > 0 ? Math.min(...pricing.map((entry) => entry.price)) : 0,
    pricing,
    business_model: row.businessModel as VodProfile['business_model'],
    // A rental or purchase plays only while the subscription runs too (access §5, expired).
    subscribed:
      entitlements.subscriptionActive &&
      (row.businessModel === 'svod' || entitlements.ownedProfileIds.has(row.id)),
  };
}

export function presentSubtitle(row: VodSubtitleRow): Subtitle {
  return { id: row.id, locale: row.locale, url: row.url };
}

export function presentVod(
  row: VodRow,
  relations: VodRelations,
  entitlements: Entitlements,
  options: PresentOptions,
): VodItem {
  const profiles = (relations.profiles.get(row.id) ?? []).map((profile) =>
    presentVodProfile(profile, entitlements),
  );
  return {
    id: row.id,
    type: row.type === ItemType.episode ? ItemType.episode : ItemType.movie,
    type_name: row.type === ItemType.episode ? 'Episode' : 'Movie',
    ...presentTitle('vod', row, options),
    runtime: row.runtime,
    genres: relations.genres.get(row.id) ?? [],
    show_types: relations.showTypes.get(row.id) ?? [],
    subscribed: profiles.some((profile) => profile.subscribed),
    continue_watching: null,
    movie_source: {
      subtitles: (relations.subtitles.get(row.id) ?? []).map(presentSubtitle),
      profiles,
    },
    episode_number: row.episodeNumber,
    markers: row.markers,
    multi_event_vod_id: row.showId,
    multi_event_vod_season_id: row.seasonId,
    multi_event_vod_season:
      row.seasonId !== null
        ? { id: row.seasonId, name: relations.seasons.get(row.seasonId) ?? '' }
        : null,
  };
}

/** Groups `{ key, ...rest }` rows into a map of lists by key. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

import { ItemType, type Named, type Season, type TvShow } from '@marquee/contract';
import type { ShowRow } from './show-repository.js';
import { titleArt } from './vod-presenter.js';

export interface ShowRelations {
  genres: Map<number, Named[]>;
  showTypes: Map<number, Named[]>;
  seasons: Map<number, Season[]>;
}

export function presentShow(
  row: ShowRow,
  relations: ShowRelations,
  options: { withRate: boolean },
): TvShow {
  const art = titleArt('show', row.id);
  const seasons = relations.seasons.get(row.id) ?? [];
  return {
    id: row.id,
    type: ItemType.show,
    title: row.title,
    year: row.year,
    description: row.description,
    rating: row.rating,
    rate:
      options.withRate && row.rating !== null ? { rate_average: row.rating, rate_count: 0 } : null,
    genres: relations.genres.get(row.id) ?? [],
    show_types: relations.showTypes.get(row.id) ?? [],
    actors: row.actors.map((name) => ({ name })),
    writers: row.writers.map((name) => ({ name })),
    parental_rating: row.parentalCode
      ? { code: row.parentalCode, require_pin: row.requirePin }
      : null,
    cover: art.cover,
    covers: [art.cover],
    gallery: [],
    screenshot_url: art.cover.preview_ar,
    logo_url: null,
    trailer_source: row.trailerUrl ? { url: row.trailerUrl } : null,
    censorship_allowed: row.censorshipAllowed,
    seasons,
    season_count: seasons.length,
    created_at: row.createdAt.toISOString(),
  };
}

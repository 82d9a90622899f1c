import { ItemType, type Named, type Season, type TvShow } from '@marquee/contract';
import type { ShowRow } from './show-repository.js';
import { presentTitle, type PresentOptions } from './vod-presenter.js';

export interface ShowRelations {
  genres: Map<number, Named[]>;
  showTypes: Map<number, Named[]>;
  seasons: Map<number, Season[]>;
}

export function presentShow(
  row: ShowRow,
  relations: ShowRelations,
  options: PresentOptions,
): TvShow {
  const seasons = relations.seasons.get(row.id) ?? [];
  return {
    id: row.id,
    type: ItemType.show,
    ...presentTitle('show', row, options),
    genres: relations.genres.get(row.id) ?? [],
    show_types: relations.showTypes.get(row.id) ?? [],
    writers: row.writers.map((name) => ({ name })),
    seasons,
    season_count: seasons.length,
  };
}

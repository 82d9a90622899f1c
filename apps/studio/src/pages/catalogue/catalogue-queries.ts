import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { studioApi, type CatalogueListQuery } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** What a catalogue list shows: films or shows, searched, by genre, in an order, a page. */
export interface CatalogueListAsk {
  kind: 'films' | 'shows';
  search: string;
  genreId: number | undefined;
  sort: 'newest' | 'title';
  page: number;
}

/** The catalogue pages' query keys. */
export const catalogueKeys = {
  all: ['studio', 'catalogue'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (ask: CatalogueListAsk) => [...catalogueKeys.lists(), ask] as const,
  choices: () => [...catalogueKeys.all, 'choices'] as const,
  vod: (id: number) => [...catalogueKeys.all, 'vod', id] as const,
  show: (id: number) => [...catalogueKeys.all, 'show', id] as const,
  episodes: (seasonId: number) => [...catalogueKeys.all, 'episodes', seasonId] as const,
};

export const catalogueListQuery = (ask: CatalogueListAsk) =>
  queryOptions({
    queryKey: catalogueKeys.list(ask),
    queryFn: ({ signal }) => {
      const query: CatalogueListQuery = {
        ...(ask.search ? { search: ask.search } : {}),
        ...(ask.genreId ? { genre_id: ask.genreId } : {}),
        ...(ask.sort === 'title' ? { sort: 'title' } : {}),
        ...(ask.page > 1 ? { page: ask.page } : {}),
      };
      const call = ask.kind === 'films' ? studioApi.catalogueFilms : studioApi.catalogueShows;
      return studioRequest(call, { query, signal });
    },
    placeholderData: keepPreviousData,
  });

export const choicesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.choices(),
    queryFn: ({ signal }) => studioRequest(studioApi.catalogueChoices, { signal }),
  });

export const vodQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.vod(id),
    queryFn: ({ signal }) => studioRequest(studioApi.catalogueVod, { params: { id }, signal }),
  });

export const showQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.show(id),
    queryFn: ({ signal }) => studioRequest(studioApi.catalogueShow, { params: { id }, signal }),
  });

export const episodesQuery = (seasonId: number) =>
  queryOptions({
    queryKey: catalogueKeys.episodes(seasonId),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.catalogueEpisodes, { params: { id: seasonId }, signal }),
  });

/** Query keys of the catalogue feature. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  movies: () => [...catalogueKeys.all, 'movies'] as const,
  movie: (id: number) => [...catalogueKeys.movies(), 'detail', id] as const,
  similarMovies: (id: number) => [...catalogueKeys.movies(), 'similar', id] as const,
  episodes: () => [...catalogueKeys.all, 'episodes'] as const,
  episode: (id: number) => [...catalogueKeys.episodes(), 'detail', id] as const,
  allSeasonEpisodes: () => [...catalogueKeys.episodes(), 'season'] as const,
  seasonEpisodes: (seasonId: number) => [...catalogueKeys.allSeasonEpisodes(), seasonId] as const,
  tvShows: () => [...catalogueKeys.all, 'tv-shows'] as const,
  tvShow: (id: number) => [...catalogueKeys.tvShows(), 'detail', id] as const,
  trailers: () => [...catalogueKeys.all, 'trailers'] as const,
  movieTrailer: (movieId: number) => [...catalogueKeys.trailers(), 'movie', movieId] as const,
  showTrailer: (showId: number) => [...catalogueKeys.trailers(), 'show', showId] as const,
  episodeTrailer: (seasonId: number, episodeNumber: number) =>
    [...catalogueKeys.trailers(), 'episode', seasonId, episodeNumber] as const,
};

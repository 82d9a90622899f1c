/**
 * Query keys of the catalogue feature's own calls. A title's details and a season's episodes
 * belong to their entities (src/entities/title, src/entities/season-episodes).
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  similarMovies: (id: number) => [...catalogueKeys.all, 'similar-movies', id] as const,
  trailers: () => [...catalogueKeys.all, 'trailers'] as const,
  movieTrailer: (movieId: number) => [...catalogueKeys.trailers(), 'movie', movieId] as const,
  showTrailer: (showId: number) => [...catalogueKeys.trailers(), 'show', showId] as const,
  episodeTrailer: (seasonId: number, episodeNumber: number) =>
    [...catalogueKeys.trailers(), 'episode', seasonId, episodeNumber] as const,
};

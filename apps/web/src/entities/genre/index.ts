export { GENRES_LIFETIME_MS, genresQueryOptions, getGenres, useGenres } from './api/get-genres';
export { genreKeys } from './api/genre-keys';

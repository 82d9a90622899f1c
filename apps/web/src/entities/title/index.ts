export { episodeQueryOptions, getEpisode, useEpisode } from './api/get-episode';
export { getMovie, movieQueryOptions, useMovie } from './api/get-movie';
export { getTvShow, tvShowQueryOptions, useTvShow } from './api/get-tv-show';
export { titleKeys } from './api/title-keys';
export { markRated, updateVodTitle, type RatedTitle } from './model/title-cache';

export {
  getSeasonEpisodes,
  seasonEpisodesQueryOptions,
  useSeasonEpisodes,
} from './api/get-season-episodes';
export { seasonEpisodesKeys } from './api/season-episodes-keys';
export { updateSeasonEpisode } from './model/season-cache';

export { channelKeys, type ChannelListKey } from './api/channel-keys';
export {
  ChannelPageSize,
  categoryPageSize,
  channelPagesQueryOptions,
  channelSearchQueryOptions,
  getChannels,
  useChannelPages,
  useChannelSearch,
  type ChannelPages,
} from './api/channel-list';
export {
  channelCategoriesQueryOptions,
  getChannelCategories,
  useChannelCategories,
} from './api/channel-categories';
export {
  favouriteChannelsQueryOptions,
  getFavouriteChannels,
  useFavouriteChannels,
} from './api/favourite-channels';
export {
  toggleFavourite,
  toggleFavouriteMutationOptions,
  useToggleFavourite,
} from './api/toggle-favourite';
export {
  appendChannelPage,
  byChannelNumber,
  gatherChannelPages,
  hasMoreChannels,
  nextChannelPage,
  shouldLoadMore,
  type AppendRules,
  type ChannelListState,
} from './model/channel-pages';
export { setFavourite, withFavourite } from './model/favourite-cache';
export { ChannelCard } from './ui/channel-card';
export { FavouriteToggle } from './ui/favourite-toggle';
export {
  channelQueryOptions,
  getChannel,
  updateChannelDetail,
  useChannel,
} from './api/get-channel';
export {
  channelLineupQueryOptions,
  getChannelLineup,
  useChannelLineup,
} from './api/get-channel-lineup';
export {
  channelStreamQueryOptions,
  isChannelUnavailable,
  requestChannelStream,
  requestChannelStreamUrl,
  startChannelStream,
  useChannelStream,
  type ChannelStreamRequest,
} from './api/channel-stream';

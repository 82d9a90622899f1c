export { channelKeys } from './api/channel-keys';
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
  requestChannelStream,
  requestChannelStreamUrl,
  useChannelStream,
  type ChannelStreamRequest,
} from './api/channel-stream';
export { isCatchupAvailable } from './model/catchup';

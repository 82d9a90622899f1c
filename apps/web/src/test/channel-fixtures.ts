import type { Channel, ChannelCategory, List } from '@marquee/contract';
import { makeChannel } from '@marquee/player-core/testing/contract-fixtures';

export {
  makeChannel,
  makeChannelProfile,
  makeProgramme,
} from '@marquee/player-core/testing/contract-fixtures';

/** Channels with the ids given, each numbered like its id. */
export const makeChannels = (ids: readonly number[]) => ids.map((id) => makeChannel({ id }));

/** A page of the channel list. */
export function channelPage(
  items: Channel[],
  pager: Partial<List<Channel>['pager']> = {},
): List<Channel> {
  return { items, pager: { page: 1, pageCount: 1, count: items.length, ...pager } };
}

/** Channel categories: News (with Local and World beneath it), Sport, Films. */
export function makeCategories(): ChannelCategory[] {
  return [
    {
      id: 1,
      name: 'News',
      children: [
        { id: 11, name: 'Local', children: [] },
        { id: 12, name: 'World', children: [] },
      ],
    },
    { id: 2, name: 'Sport', children: [] },
    { id: 3, name: 'Films', children: [] },
  ];
}

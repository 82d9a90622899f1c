import type { Texts } from '../en';

/** English texts of the TV guide, loaded with it (`loadTexts` in i18n.ts). */
export const en = {
  guide: {
    title: 'TV Guide',
    days: 'Day',
    today: 'Today',
    tomorrow: 'Tomorrow',
    yesterday: 'Yesterday',
    jumpToNow: 'Jump to now',
    filters: 'Channels shown',
    category: 'Category',
    allChannels: 'All channels',
    favourites: 'Favourites',
    grid: 'Programme guide',
    gridHint: 'Use the arrow keys to move between programmes and Enter to open one.',
    channel: 'Channel {{number}}',
    favourite: 'Favourite',
    now: 'Now',
    onAir: 'On air',
    catchup: 'Catch-up',
    catchupMark: 'Available on catch-up',
    times: '{{start}} – {{end}}',
    failed: "The guide couldn't be loaded right now.",
    retry: 'Try again',
    someFailed: "Part of the guide couldn't be loaded.",
    noFavourites: 'No favourite channels yet.',
    noFavouritesHint: 'Mark channels with the star on Live TV and the guide can show just them.',
    showAll: 'Show all channels',
    noChannelsInCategory: 'No channels in this category.',
    details: {
      when: '{{day}}, {{times}} · {{minutes}} min',
      channel: 'Channel',
      category: 'Category',
      noDescription: 'No description for this programme.',
      watchLive: 'Watch live',
      startOver: 'Start over',
      watch: 'Watch',
      unlock: 'Unlock',
      notRented: 'This channel is not in your subscription.',
      close: 'Close',
    },
  },
};

/** The shape of these texts in every language. */
export type GuideTexts = Texts<typeof en>;

import { ValidationMessage } from '@marquee/contract';

/**
 * The English texts of the form rules: the contract's, by key (`validation.<key>`; the rules'
 * messages are these keys, see `message-text.ts`), and the web's own form texts. The server's
 * texts come as notices with a key of their own (`server` in the dictionary).
 */
export const enValidation = {
  ...ValidationMessage,
  currentPasswordWrong: 'Current password is wrong',
  fieldsRequiredTitle: 'This fields are required',
};

export const enNotices = {
  subscriptionExpired: 'subscription has expired',
  renewSubscription: 'Renew your subscription to keep watching.',
  successfullySubscribed: 'Successfully subscribed',
  subscriptionFailed: 'Subscription failed',
  profileCreated: 'Profile created',
  profileCreateFailed: 'Profile create failed',
  movieNotRented: 'Movie not rented',
  episodeNotRented: 'Episode not rented',
  channelNotRented: 'Channel not rented',
  rentBeforeWatching: 'Please rent before watching.',
  closedCaptionUnavailable: 'Closed caption unavailable',
  closedCaptionAdded: 'Closed caption added',
  closedCaptionRemoved: 'Closed caption removed',
};

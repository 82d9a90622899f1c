// Requests for every subscriber call of the contract (`api`), as the kids walk (kids-walk.test.ts)
// makes them with a kids profile's session. The type names every call of `api`: a call added to
// the contract does not compile here until it has examples. Each example may say what it must
// be answered (a refusal, not found, an empty list); every answer is scanned all the same.
import { trailerLookupQuery, type api } from '@marquee/contract';
import { DEMO_ACCOUNT } from '../modules/intake/seed/seed.js';
import {
  get,
  kidsChannelUnavailable,
  kidsTitleUnavailable,
  post,
  titleNotFound,
  trailer,
  type WalkRequest,
} from './kids-walk-requests.js';
import type { KidsWalkWorld } from './kids-walk-world.js';
import { basic } from './test-app.js';

export type { WalkRequest } from './kids-walk-requests.js';

type Calls = typeof api;
export type WalkExamples = {
  [Domain in keyof Calls]: {
    [Call in keyof Calls[Domain]]: (world: KidsWalkWorld) => WalkRequest[];
  };
};

/**
 * Calls the account module builds (profiles, switching, My List): until one is served, its
 * examples may be answered 404; once it is, its answers are scanned as any other.
 */
export const OWNED_BY_ACCOUNTS = [
  'account.profiles',
  'account.switchProfile',
  'account.deleteProfile',
  'account.myList',
  'account.toggleMyList',
];

/** Every call's requests; the guide's window is the hours around the test's start. */
export function walkExamples(window: { start: number; end: number }): WalkExamples {
  const inWindow = `filter[start]=${window.start}&filter[end]=${window.end}`;
  return {
    account: {
      login: () => [
        {
          url: '/account/login',
          token: null,
          headers: { authorization: basic(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password) },
        },
      ],
      relogin: () => [
        { ...post('/account/relogin', { uid: 'kids-walk', relogin_key: 'none' }), token: null },
      ],
      logout: (w) => [{ url: '/account/logout', token: w.spare.token }],
      checkDeviceToken: () => [get('/account/check-device-token')],
      authorize: () => [get('/account/authorize')],
      removeDevice: () => [post('/account/remove-device', { id: 999_999 })],
      forgotPassword: () => [
        { ...post('/account/forgot-password', { email: 'nobody@example.com' }), token: null },
      ],
      resetPassword: () => [
        {
          ...post('/account/reset-password', {
            token: 'x',
            password: 'abcdefgh',
            confirm_password: 'abcdefgh',
          }),
          token: null,
        },
      ],
      registration: () => [{ ...post('/account/registration', {}), token: null }],
      getSubscriptions: () => [get('/account/get-subscriptions')],
      devices: () => [get('/account/devices')],
      updateSubscription: () => [
        post('/account/update-subscription', { subscription_id: 999_999 }),
      ],
      updateProfile: () => [post('/account/update-profile', { name: 'Little ones' })],
      createProfile: () => [post('/account/create-profile', {})],
      profiles: () => [get('/account/profiles')],
      switchProfile: (w) => [post('/account/switch-profile', { profile_id: w.kids.profileId })],
      deleteProfile: () => [post('/account/delete-profile', { profile_id: 999_999 })],
      myList: () => [get('/account/my-list')],
      toggleMyList: (w) => [post('/account/my-list/toggle', { vod_id: w.adultFilm.id })],
      paymentHistory: () => [get('/account/payment-history-list')],
      checkSubscription: () => [get('/account/check-subscription')],
      checkPin: () => [post('/account/check-pin', { type: 'parental', pin: '0000' })],
    },
    configuration: {
      configuration: () => [get('/composer/configuration/web')],
      languages: () => [get('/languages')],
    },
    vod: {
      list: (w) => [
        get('/vods/list?limit=100'),
        get('/vods/list?filter[type]=1&limit=100'),
        get('/vods/list?filter[type][all]=true&limit=100&sort[created]=desc&config[enable_rate]=1'),
        get('/vods/list?filter[title]=a&limit=100'),
        get('/vods/list?filter[title]=midnight%20quarry'),
        ...w.genreIds.map((id) => get(`/vods/list?filter[genre_id][0]=${id}&limit=100`)),
        get(`/vods/list?filter[multi_event_vod_season_id]=${w.kidsShow.seasonId}&filter[type]=1`),
        get(
          `/vods/list?filter[multi_event_vod_season_id]=${w.adultShow.seasonId}&filter[type]=1`,
          'empty',
        ),
        get(`/vods/list?filter[id]=${w.adultFilm.id}`, 'empty'),
        get(`/vods/list?filter[id]=${w.adultShow.episodeIds[0]}&filter[type]=1`, 'empty'),
        trailer('/vods/list', trailerLookupQuery.movie(w.kidsFilm.id)),
        trailer('/vods/list', trailerLookupQuery.movie(w.adultFilm.id), 'empty'),
        trailer('/vods/list', trailerLookupQuery.episode(w.adultShow.seasonId, 1), 'empty'),
      ],
      stream: (w) => [
        post(
          '/vods/stream',
          { single_event_vod_id: w.kidsFilm.id, vod_profile_id: w.kidsFilm.profileId },
          { status: 200 },
        ),
        post(
          '/vods/stream',
          { single_event_vod_id: w.adultFilm.id, vod_profile_id: w.adultFilm.profileId },
          kidsTitleUnavailable,
        ),
        post(
          '/vods/stream',
          { single_event_vod_id: w.adultShow.episodeIds[0], vod_profile_id: 1 },
          kidsTitleUnavailable,
        ),
      ],
    },
    catalogue: {
      tvShows: (w) => [
        get('/multi-event-vods/list?limit=100&config[enable_rate]=1'),
        get('/multi-event-vods/list?filter[title]=midnight', 'empty'),
        trailer('/multi-event-vods/list', trailerLookupQuery.show(w.adultShow.showId), 'empty'),
        ...w.genreIds.map((id) => get(`/multi-event-vods/list?filter[genre_id][0]=${id}`)),
      ],
      genres: () => [get('/genres/list')],
      showTypes: () => [get('/show-types/list')],
      recommended: () => [
        post('/vods/recommended', { type: 0, limit: 50 }),
        post('/vods/recommended', { type: 2, limit: 50 }),
      ],
      similar: (w) => [
        post('/vods/similar', { vod_id: w.kidsFilm.id, limit: 50 }),
        post('/vods/similar', { vod_id: w.adultFilm.id }, 'empty'),
      ],
      trendingMovies: () => [get('/vods/trending-movies?limit=100')],
      trendingTvShows: () => [get('/vods/trending-tv-shows?limit=100')],
      highlightedContent: () =>
        ['/home', '/movies', '/tv-shows', '/channels'].map((page) =>
          get(`/highlighted-content/list?url=${page}`),
        ),
      rateVod: (w) => [post(`/vods/rate/${w.adultFilm.id}/5`, undefined, titleNotFound)],
      rateTvShow: (w) => [
        post(`/multi-event-vods/rate/${w.adultShow.showId}/5`, undefined, titleNotFound),
      ],
    },
    playback: {
      saveProgress: (w) => [
        post(
          '/vods/save-progress',
          { single_event_vod_id: w.adultFilm.id, stopped_time: 60, duration: 600 },
          titleNotFound,
        ),
      ],
      rentVod: (w) => [
        post(
          '/vods/rent',
          { single_event_vod_id: w.adultFilm.id, vod_profile_id: w.adultFilm.profileId },
          kidsTitleUnavailable,
        ),
        post(
          '/vods/rent',
          { single_event_vod_id: w.kidsFilm.id, vod_profile_id: w.kidsFilm.profileId },
          { status: 403, notice: 'kidsNoRentals' },
        ),
      ],
      continueWatching: () => [get('/vods/get-continue-watching?limit=100')],
      campaigns: (w) => [
        ...w.advertised.map((id) => get(`/video-campaigns/list?filter[vod_id]=${id}`)),
        get(`/video-campaigns/list?filter[vod_id]=${w.adultFilm.id}`, titleNotFound),
      ],
    },
    live: {
      channels: (w) => [
        get('/channels/list?limit=100&config[enable_favorites]=1'),
        get('/channels/list?filter[title]=a&limit=100'),
        get(`/channels/list?filter[id][0]=${w.adultChannel.id}`, 'empty'),
      ],
      categories: () => [get('/channel-categories/list')],
      favoriteChannels: () => [get('/channels/favorites')],
      toggleFavorite: (w) => [
        post(
          '/channels/toggle-favorite',
          { channel_id: w.adultChannel.id },
          { status: 404, notice: 'channelNotFound' },
        ),
      ],
      trendingChannels: () => [get('/channels/trending?limit=100')],
      rentChannel: (w) => [
        post(
          '/channels/rent',
          { channel_id: w.adultChannel.id, streaming_profile_id: w.adultChannel.profileId },
          kidsChannelUnavailable,
        ),
        post(
          '/channels/rent',
          { channel_id: w.kidsChannel.id, streaming_profile_id: w.kidsChannel.profileId },
          { status: 403, notice: 'kidsNoRentals' },
        ),
      ],
      channelStream: (w) => [
        post('/channels/stream', { channel_id: w.kidsChannel.id }, { status: 200 }),
        post('/channels/stream', { channel_id: w.adultChannel.id }, kidsChannelUnavailable),
        post(
          '/channels/stream',
          { channel_id: w.adultChannel.id, epg_programme_id: w.adultChannel.endedProgramme },
          kidsChannelUnavailable,
        ),
        post(
          '/channels/stream',
          { channel_id: w.adultChannel.id, from_timestamp: window.start },
          kidsChannelUnavailable,
        ),
      ],
      guide: (w) => [
        get(`/epgs/list?filter[channel_id]=${w.kidsChannel.id}&${inWindow}`),
        get(`/epgs/list?filter[channel_id]=${w.adultChannel.id}&${inWindow}`, 'empty'),
      ],
      guideIndex: () => [
        get(`/epgs/index?${inWindow}&limit=100`),
        get(`/epgs/index?${inWindow}&filter[favorites]=1`),
      ],
      reminders: () => [get('/epg-reminders/index')],
      addReminder: (w) => [
        post(
          '/epg-reminders/add',
          { epg_programme_id: w.adultChannel.upcomingProgramme },
          { status: 404, notice: 'reminderProgrammeNotFound' },
        ),
      ],
      editReminder: (w) => [
        post('/epg-reminders/edit', { id: w.kidsReminder, minutes_before: 10 }, { status: 200 }),
        post(
          '/epg-reminders/edit',
          { id: w.adultReminder, minutes_before: 10 },
          { status: 404, notice: 'reminderNotFound' },
        ),
      ],
      deleteReminder: (w) => [
        post(
          '/epg-reminders/delete',
          { id: w.adultReminder },
          { status: 404, notice: 'reminderNotFound' },
        ),
      ],
    },
    ads: {
      list: () =>
        [
          'home_box',
          'live_tv_box',
          'movie_details_box',
          'movies_box',
          'tv_shows_box',
          'tv_show_details_box',
        ].map((box) => get(`/ads/list?filter[box_position]=${box}`)),
    },
    analytics: {
      track: (w) => [
        post('/analytics/events', {
          events: [
            {
              name: 'single_movie_view',
              occurred_at: new Date().toISOString(),
              properties: { id: w.kidsFilm.id },
            },
          ],
        }),
      ],
    },
    pages: { get: () => [get('/pages/about')] },
  };
}

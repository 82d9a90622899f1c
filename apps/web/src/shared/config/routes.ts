/** The route table's paths and path builders; components never spell paths by hand. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registrationSuccess: '/success',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  notFound: '/404',
  movies: '/movies',
  movie: '/movies/:id',
  tvShows: '/tv-shows',
  trending: '/trending',
  channelCategories: '/channel-categories',
  channelCategory: '/channel-categories/:categoryID',
  channels: '/channels',
  channel: '/channels/:id',
  epg: '/epg-channels',
  search: '/search',
  account: '/account',
  accountInfo: '/account/info',
} as const;

/** Path builders for routes with parameters. */
export const to = {
  movie: (id: number | string) => `/movies/${id}`,
  /** A Live TV category: a number, "all" or "favorite_channels". */
  channelCategory: (id: number | 'all' | 'favorite_channels') => `/channel-categories/${id}`,
};

/** Navigation state of the not-found page when an error sent the user there. */
export interface NotFoundState {
  fromErrorPage: true;
}

/** The route table's paths and path builders; components never spell paths by hand. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  login: '/login',
  register: '/register',
  registrationSuccess: '/success',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  notFound: '/404',
  movies: '/movies',
  movie: '/movies/:id',
  tvShows: '/tv-shows',
  tvShow: '/tv-shows/:id',
  episode: '/tv-shows/episode/:id',
  playMovie: '/play/movie/:id',
  playEpisode: '/play/tv-show/episode/:id',
  trailerMovie: '/trailer/movie/:id',
  trailerEpisode: '/trailer/tv-show/season/:seasonID/episode/:episodeNumber',
  trailerShow: '/trailer/tv-show/:showID',
  trending: '/trending',
  channelCategories: '/channel-categories',
  channelCategory: '/channel-categories/:categoryID',
  channels: '/channels',
  channel: '/channels/:id',
  epg: '/epg-channels',
  search: '/search',
  page: '/page/:slug',
  account: '/account',
  accountInfo: '/account/info',
  profiles: '/profiles',
  myList: '/my-list',
} as const;

/** Path builders for routes with parameters. */
export const to = {
  movie: (id: number | string) => `/movies/${id}`,
  tvShow: (id: number | string) => `/tv-shows/${id}`,
  episode: (id: number | string) => `/tv-shows/episode/${id}`,
  playMovie: (id: number | string) => `/play/movie/${id}`,
  playEpisode: (id: number | string) => `/play/tv-show/episode/${id}`,
  channel: (id: number | string) => `/channels/${id}`,
  page: (slug: string) => `/page/${slug}`,
  /** A Live TV category: a number, "all" or "favorite_channels". */
  channelCategory: (id: number | 'all' | 'favorite_channels') => `/channel-categories/${id}`,
};

/** Navigation state of the not-found page when an error sent the user there. */
export interface NotFoundState {
  fromErrorPage: true;
}

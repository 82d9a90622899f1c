/** The route table's paths and path builders; components never spell paths by hand. */
export const paths = {
  home: '/',
  login: '/login',
  notFound: '/404',
  movies: '/movies',
  movie: '/movies/:id',
} as const;

/** Path builders for routes with parameters. */
export const to = {
  movie: (id: number | string) => `/movies/${id}`,
};

/** Navigation state of the not-found page when an error sent the user there. */
export interface NotFoundState {
  fromErrorPage: true;
}

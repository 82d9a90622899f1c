/** English: the reference dictionary; every other language carries the same keys. */
export const en = {
  common: {
    loading: 'Loading…',
    goBack: 'Go back',
    retry: 'Try again',
    skipToContent: 'Skip to content',
    brandFallback: 'Marquee',
  },
  errors: {
    requestFailed: 'Request failed',
    missingData: 'Missing request data',
  },
  nav: {
    main: 'Main navigation',
    home: 'Home',
    movies: 'Movies',
    accountMenu: 'Account menu',
    language: 'Language',
    logout: 'Log out',
  },
  languages: {
    en: 'English',
    pt: 'Português',
    pt_BR: 'Português (Brasil)',
  },
  login: {
    title: 'Log in',
    subtitle: 'Welcome back. Log in to keep watching.',
    identifier: 'Email or username',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    identifierRequired: 'Email or username required',
    passwordRequired: 'Password required',
  },
  home: {
    featured: 'Featured',
    newReleases: 'New releases',
    empty: 'Content unavailable',
    moreInfo: 'More info',
    previous: 'Previous',
    next: 'Next',
  },
  movie: {
    play: 'Play',
    runtime: '{{count}} min',
    rating: '{{rating}} / 10',
    ratingLabel: 'Rating',
    parentalRating: 'Parental rating',
    genres: 'Genres',
    cast: 'Cast',
    breadcrumbs: 'Breadcrumbs',
  },
  notFound: {
    title: 'Oops! Something went wrong.',
    message: "The page you're looking for doesn't exist.",
    goBack: 'Go back',
  },
  player: {
    label: 'Video player: {{title}}',
    close: 'Close player',
    play: 'Play',
    pause: 'Pause',
    mute: 'Mute',
    unmute: 'Unmute',
    volume: 'Volume',
    seek: 'Seek',
    speed: 'Playback speed',
    rate: '{{rate}}×',
    speedLabel: 'Playback speed: {{rate}}×',
    time: '{{current}} / {{total}}',
    loading: 'Loading video',
    notAvailable: 'This title is not available with your subscription.',
    notAvailableHint: 'Rent it or change your subscription to watch it.',
    error: 'The video could not be played.',
  },
};

/** The shape every dictionary must have: the English keys, with any text. */
export type Dictionary = {
  [Group in keyof typeof en]: { [Key in keyof (typeof en)[Group]]: string };
};

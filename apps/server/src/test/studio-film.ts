// Test helpers: a film's fields as the console's catalogue editor sends them.

/** A rated film with cast and a trailer, no genres. */
export const FILM = {
  title: 'The Quiet Zephyrine Harbour',
  description: 'A lighthouse keeper finds a letter.',
  year: 2024,
  genre_ids: [] as number[],
  show_type_ids: [] as number[],
  actors: ['Ana Reis', 'Tom Hale'],
  parental_code: '12+',
  require_pin: true,
  censorship_allowed: false,
  runtime: 104,
  trailer_url: 'https://example.com/trailer.m3u8',
};

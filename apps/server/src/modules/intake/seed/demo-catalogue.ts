// The demo catalogue a fresh Marquee service starts with. Everything here is made up by code
// from the small word lists below, so the demo ships no third-party data, and it is a pure
// function of its options: the same seed and base date always give the same catalogue, which
// keeps seeded databases, screenshots and end-to-end tests stable.

/** Parental rating codes of the demo; `R` and `18` ask for the parental PIN. */
export const PARENTAL_CODES = ['G', 'PG', 'PG-13', 'R', '18'] as const;
export type ParentalCode = (typeof PARENTAL_CODES)[number];

export interface DemoParentalRating {
  code: ParentalCode;
  require_pin: boolean;
}

/** A genre or a show type; `id` is its 1-based position, which other records refer to. */
export interface DemoNamed {
  id: number;
  name: string;
}
export type DemoGenre = DemoNamed;
export type DemoShowType = DemoNamed;

/** What films and TV shows share (field names follow the contract's). */
export interface DemoTitle {
  /** 1-based position among the films, or among the shows. */
  id: number;
  title: string;
  year: number;
  /** Ids of `DemoCatalogue.genres`, 1 to 3 of them. */
  genre_ids: number[];
  /** Ids of `DemoCatalogue.showTypes`. */
  show_type_ids: number[];
  /** Two or three sentences. */
  synopsis: string;
  cast: string[];
  /** Out of 10, one decimal, 5.0 to 9.5. */
  rating: number;
  parental_rating: DemoParentalRating;
  censorship_allowed: boolean;
  /** Hue (0..359) of the generated artwork. */
  poster_hue: number;
  /** Seed of the generated artwork's motif. */
  art_seed: number;
  created_at: Date;
}

export interface DemoFilm extends DemoTitle {
  /** Minutes, 80 to 160. */
  runtime: number;
}

export interface DemoEpisode {
  number: number;
  title: string;
  synopsis: string;
  /** Minutes, 20 to 60. */
  runtime: number;
}

export interface DemoSeason {
  number: number;
  name: string;
  episodes: DemoEpisode[];
}

export interface DemoShow extends DemoTitle {
  /** The show's creators. */
  writers: string[];
  seasons: DemoSeason[];
}

export interface DemoPackage {
  id: number;
  name: string;
  subscription_price: number;
  currency_code: 'EUR';
  description: string;
}

export interface DemoCatalogue {
  genres: DemoGenre[];
  showTypes: DemoShowType[];
  films: DemoFilm[];
  shows: DemoShow[];
  packages: DemoPackage[];
}

export interface DemoCatalogueOptions {
  seed?: number;
  /** Number of films; 240 unless told. */
  films?: number;
  /** Number of TV shows; 32 unless told. */
  shows?: number;
  /** "Now" of the demo: `created_at` falls in the two years before it. */
  baseDate: Date;
}

/** A random source returning numbers in [0, 1). */
export type Random = () => number;

/** Mulberry32: a tiny, fast 32-bit PRNG, plenty for made-up names and shuffles. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Each record draws from its own stream derived from (seed, kind, index), so film 7 stays the
// same film when the catalogue is asked for more films.
function streamSeed(seed: number, kind: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(kind + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) ^ Math.imul(index + 1, 0x846ca68b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 16)) >>> 0;
}

const KIND = { film: 1, show: 2 } as const;

export const GENRE_NAMES = [
  'Action',
  'Comedy',
  'Drama',
  'Thriller',
  'Science Fiction',
  'Documentary',
  'Animation',
  'Romance',
  'Horror',
  'Family',
  'Crime',
  'Adventure',
] as const;
type GenreName = (typeof GENRE_NAMES)[number];

export const SHOW_TYPE_NAMES = [
  'Feature film',
  'Series',
  'Mini-series',
  'Documentary series',
  'Classic',
  'Independent',
] as const;
type ShowTypeName = (typeof SHOW_TYPE_NAMES)[number];

const genreId = (name: GenreName) => GENRE_NAMES.indexOf(name) + 1;
const showTypeId = (name: ShowTypeName) => SHOW_TYPE_NAMES.indexOf(name) + 1;

// prettier-ignore
const ADJECTIVES = [
  'Silent', 'Broken', 'Golden', 'Last', 'Hidden', 'Crimson', 'Distant', 'Electric', 'Frozen',
  'Hollow', 'Iron', 'Lonely', 'Midnight', 'Northern', 'Paper', 'Quiet', 'Restless', 'Scarlet',
  'Secret', 'Shattered', 'Silver', 'Sleeping', 'Stolen', 'Sudden', 'Burning', 'Velvet',
  'Wandering', 'Wild', 'Winter', 'Forgotten', 'Endless', 'Falling', 'Glass', 'Lucky', 'Neon',
  'Savage', 'Bright', 'Borrowed', 'Perfect', 'Second',
];

// prettier-ignore
const NOUNS = [
  'Harbour', 'Horizon', 'Kingdom', 'Letter', 'Lighthouse', 'Machine', 'Mirror', 'Orchard',
  'Promise', 'River', 'Signal', 'Summer', 'Tide', 'Voyage', 'Witness', 'Garden', 'Frontier',
  'Empire', 'Echo', 'Crossing', 'Canyon', 'Bridge', 'Compass', 'Carnival', 'Circuit', 'Comet',
  'Desert', 'Dynasty', 'Engine', 'Fortune', 'Gambit', 'Harvest', 'Island', 'Labyrinth',
  'Legacy', 'Meridian', 'Orbit', 'Paradox', 'Pilgrim', 'Reckoning', 'Requiem', 'Sanctuary',
  'Shadow', 'Storm', 'Symphony', 'Tower', 'Verdict', 'Whisper',
];

// prettier-ignore
const PLACES = [
  'Avalon Bay', 'Port Esper', 'Cold Hollow', 'Marrow Creek', 'Saint Corva', 'Eastgate',
  'Lowmoor', 'Kestrel Point', 'Ember Falls', 'Greyhaven', 'Red Mesa', 'Vell Harbour',
  'Orin Valley', 'Stillwater', 'Brackenridge', 'Halden Cross',
];

const TIMES = ['Dawn', 'Dusk', 'Midnight', 'Noon', 'Low Tide', 'First Light', 'Closing Time'];

// prettier-ignore
const FIRST_NAMES = [
  'Ada', 'Bruno', 'Celia', 'Dmitri', 'Elena', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonah', 'Kira',
  'Leon', 'Mara', 'Nico', 'Olivia', 'Pablo', 'Quinn', 'Rosa', 'Samir', 'Tessa', 'Umar', 'Vera',
  'Walter', 'Ximena', 'Yusuf', 'Zora', 'Amara', 'Bastian', 'Clara', 'Dario', 'Esme', 'Flynn',
  'Hana', 'Ivo', 'Joana', 'Kofi', 'Lena', 'Matteo', 'Nadia', 'Oskar',
];

// prettier-ignore
const LAST_NAMES = [
  'Almeida', 'Brandt', 'Castell', 'Dunmore', 'Eriksen', 'Ferreira', 'Galloway', 'Hartmann',
  'Ibarra', 'Jansen', 'Kowalski', 'Lindqvist', 'Moreau', 'Novak', 'Okafor', 'Petrov', 'Quint',
  'Rossi', 'Sandoval', 'Tanaka', 'Ulrich', 'Varga', 'Whitlock', 'Xavier', 'Yilmaz', 'Zeller',
  'Abbott', 'Bellamy', 'Carvalho', 'Delacroix', 'Esposito', 'Fontaine', 'Grey', 'Holm',
  'Iversen', 'Kaur', 'Lambert', 'Mendes', 'Nakamura', 'Oliveira',
];

// prettier-ignore
const ROLES = [
  'a retired cartographer', 'a night-shift nurse', 'a disgraced detective', 'a young violinist',
  'a stubborn ferry captain', 'a small-town mechanic', 'an out-of-work magician',
  'a radio astronomer', 'a junior diplomat', 'a reluctant heir', 'a getaway driver',
  'a museum restorer', 'a teenage inventor', 'a travelling chef', 'a lighthouse keeper',
  'a former champion boxer',
];

// prettier-ignore
const INCITING = [
  'finds a map that should not exist', 'inherits a failing cinema',
  'receives a letter dated thirty years in the future',
  'witnesses something nobody else will admit to', 'takes a job guarding an empty museum',
  'discovers a door in the basement that was not there yesterday',
  'agrees to make one last delivery', 'answers a phone that was disconnected years ago',
  'loses a bet to exactly the wrong person', 'picks up a signal from the edge of the map',
  'is handed the keys to a house with no address', "wakes up with a stranger's memories",
];

// prettier-ignore
const GOALS = [
  'win back a stolen family name', 'finish a journey started decades ago',
  'keep a small town from being swallowed by the sea', 'prove an old friend innocent',
  'find where the signal comes from', 'reunite a band that broke up in bitter silence',
  'outrun the storm of the century', 'return something that was never theirs to take',
  'deliver a message that could change everything', 'save the one place they ever called home',
];

// prettier-ignore
const DEADLINES = [
  'the last train leaves', 'winter sets in', 'the festival ends', 'the lights go out for good',
  'the tide turns', 'morning comes', 'the election is called', 'the river freezes over',
];

// The closing sentence sets the tone of the title's first genre.
const TONE: Record<GenreName, readonly string[]> = {
  Action: [
    'Every step raises the stakes, and the clock never stops.',
    'There is no plan B, only the next narrow escape.',
  ],
  Comedy: [
    'Nothing goes to plan, and that turns out to be the best part.',
    'Chaos, it turns out, runs in the family.',
  ],
  Drama: [
    'Along the way, old wounds reopen and new loyalties form.',
    'Some choices can only be made once.',
  ],
  Thriller: [
    'Trust is a luxury, and somebody is always watching.',
    'The closer the truth gets, the more dangerous it becomes.',
  ],
  'Science Fiction': [
    'The future, it turns out, has plans of its own.',
    'Out past the known stars, the rules are different.',
  ],
  Documentary: [
    'It is a story about what we keep, and what we leave behind.',
    'Patient and warm, it finds the extraordinary in everyday lives.',
  ],
  Animation: [
    'A hand-drawn adventure bursting with colour and heart.',
    'Big laughs and bigger feelings, for every age.',
  ],
  Romance: [
    'Love arrives at the worst possible moment.',
    'Some people are worth crossing an ocean for.',
  ],
  Horror: ['Some doors should stay closed.', 'Whatever waits in the dark has been very patient.'],
  Family: ['A warm adventure for every generation.', 'Home is wherever the family ends up.'],
  Crime: [
    'In a city that runs on favours, every debt is collected.',
    'One job, one chance, and far too many loose ends.',
  ],
  Adventure: [
    'The map ends here; the adventure does not.',
    'Beyond the last road lies the journey of a lifetime.',
  ],
};

// prettier-ignore
const SUBJECTS = [
  'the last lighthouse keepers of a northern coast', 'a family of glassblowers',
  'a village orchestra preparing for its final concert',
  'the engineers behind a forgotten mountain railway', 'beekeepers facing a changing climate',
  'a night market that opens only in winter', 'street photographers of a fast-changing city',
  'a mountain rescue team', 'the cooks of a famous roadside diner',
  'amateur astronomers chasing a comet',
];

// prettier-ignore
const EPISODE_EVENTS = [
  'makes a deal that cannot be undone', 'follows a lead out of town',
  'finally learns who sent the letter', 'hosts a dinner that goes badly wrong',
  'is forced to choose between two friends', 'uncovers a second set of books',
  'spends a long night waiting for news', 'returns to where it all began',
  'takes the blame for someone else', 'meets a stranger who knows too much',
];

// prettier-ignore
const SUBPLOTS = [
  'an old rival comes back to collect', 'a secret slips out at the worst moment',
  'the storm finally reaches the coast', 'an unexpected visitor changes the plan',
  'a long-lost recording surfaces', 'the money runs out',
];

/** Default subscription packages: the shape of the contract's `SubscriptionPackage`. */
const PACKAGES: readonly DemoPackage[] = [
  {
    id: 1,
    name: 'Basic',
    subscription_price: 5.99,
    currency_code: 'EUR',
    description: 'The whole catalogue in standard definition on one screen at a time.',
  },
  {
    id: 2,
    name: 'Standard',
    subscription_price: 9.99,
    currency_code: 'EUR',
    description: 'Everything in HD, live channels with catch-up, on two screens at once.',
  },
  {
    id: 3,
    name: 'Premium',
    subscription_price: 14.99,
    currency_code: 'EUR',
    description: 'The best picture we have, live and catch-up, on four screens at once.',
  },
];

const TWO_YEARS_MS = 730 * 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Generates the demo catalogue; a pure function of its options. */
export function generateDemoCatalogue(options: DemoCatalogueOptions): DemoCatalogue {
  const seed = options.seed ?? 1;
  const filmCount = options.films ?? 240;
  const showCount = options.shows ?? 32;
  for (const [name, value] of [
    ['films', filmCount],
    ['shows', showCount],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a whole number of at least 0, got ${value}`);
    }
  }
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (Number.isNaN(options.baseDate.getTime())) throw new RangeError('baseDate is not a date');

  const titles = new UniqueTitles();
  // Shows are made first: there are fewer of them, so their titles change least when the film
  // count changes.
  const shows = Array.from({ length: showCount }, (_, index) =>
    makeShow(mulberry32(streamSeed(seed, KIND.show, index)), index + 1, titles, options.baseDate),
  );
  const films = Array.from({ length: filmCount }, (_, index) =>
    makeFilm(mulberry32(streamSeed(seed, KIND.film, index)), index + 1, titles, options.baseDate),
  );
  return {
    genres: GENRE_NAMES.map((name, index) => ({ id: index + 1, name })),
    showTypes: SHOW_TYPE_NAMES.map((name, index) => ({ id: index + 1, name })),
    films,
    shows,
    packages: PACKAGES.map((item) => ({ ...item })),
  };
}

function makeFilm(random: Random, id: number, titles: UniqueTitles, baseDate: Date): DemoFilm {
  const year = integer(random, 1970, 2025);
  const genres = pickGenres(random);
  const showTypes = [showTypeId('Feature film')];
  if (year < 1990 && random() < 0.5) showTypes.push(showTypeId('Classic'));
  else if (random() < 0.2) showTypes.push(showTypeId('Independent'));
  return {
    ...makeTitle(
      random,
      id,
      titles.take(random, makeTitleText),
      year,
      genres,
      showTypes,
      baseDate,
      makeFilmSynopsis,
    ),
    runtime: integer(random, 80, 160),
  };
}

function makeShow(random: Random, id: number, titles: UniqueTitles, baseDate: Date): DemoShow {
  const year = integer(random, 1990, 2025);
  const kind = pick(random, ['Series', 'Series', 'Mini-series', 'Documentary series'] as const);
  // A documentary series is a documentary, whatever else it is.
  const genres =
    kind === 'Documentary series'
      ? [
          genreId('Documentary'),
          ...pickGenres(random).filter((g) => g !== genreId('Documentary')),
        ].slice(0, integer(random, 1, 2))
      : pickGenres(random);
  const showTypes = [showTypeId(kind)];
  if (random() < 0.15) showTypes.push(showTypeId('Independent'));
  const title = makeTitle(
    random,
    id,
    titles.take(random, makeShowTitleText),
    year,
    genres,
    showTypes,
    baseDate,
    makeShowSynopsis,
  );
  // Episodes of one show run about the same length.
  const baseRuntime = integer(random, 22, 55);
  const seasonCount = kind === 'Mini-series' ? 1 : integer(random, 1, 4);
  const seasons = Array.from({ length: seasonCount }, (_, s) => {
    const episodeTitles = new UniqueTitles();
    const episodeCount = integer(random, 4, 10);
    return {
      number: s + 1,
      name: `Season ${s + 1}`,
      episodes: Array.from({ length: episodeCount }, (_, e) => ({
        number: e + 1,
        title:
          s === 0 && e === 0 && kind === 'Series'
            ? 'Pilot'
            : episodeTitles.take(random, makeEpisodeTitleText),
        synopsis: makeEpisodeSynopsis(random, title.cast),
        runtime: clamp(baseRuntime + integer(random, -4, 5), 20, 60),
      })),
    };
  });
  return {
    ...title,
    // Adult series always carry the flag, so the demo has shows whose posters can be hidden.
    censorship_allowed: title.censorship_allowed || title.parental_rating.code === '18',
    writers: pickPeople(random, integer(random, 1, 2)),
    seasons,
  };
}

function makeTitle(
  random: Random,
  id: number,
  title: string,
  year: number,
  genreIds: number[],
  showTypeIds: number[],
  baseDate: Date,
  synopsis: (random: Random, cast: string[], genreIds: number[]) => string,
): DemoTitle {
  const cast = pickPeople(random, integer(random, 3, 6));
  const parental = pickParentalCode(random, genreIds);
  return {
    id,
    title,
    year,
    genre_ids: genreIds,
    show_type_ids: showTypeIds,
    synopsis: synopsis(random, cast, genreIds),
    cast,
    rating: Math.round((5 + random() * 4.5) * 10) / 10,
    parental_rating: { code: parental, require_pin: parental === 'R' || parental === '18' },
    censorship_allowed: random() < 0.06,
    poster_hue: integer(random, 0, 359),
    art_seed: Math.floor(random() * 2 ** 31),
    created_at: new Date(
      baseDate.getTime() - Math.floor((random() * TWO_YEARS_MS) / MINUTE_MS) * MINUTE_MS,
    ),
  };
}

function pickGenres(random: Random): number[] {
  const count = weighted(random, [
    [1, 0.45],
    [2, 0.4],
    [3, 0.15],
  ]);
  return shuffle(random, GENRE_NAMES.map(genreId)).slice(0, count);
}

// Family and animation titles stay gentle; horror and crime lean towards adult codes.
function pickParentalCode(random: Random, genreIds: number[]): ParentalCode {
  const has = (name: GenreName) => genreIds.includes(genreId(name));
  if (has('Family') || has('Animation')) {
    return pick(random, ['G', 'G', 'PG', 'PG'] as const);
  }
  if (has('Horror') || has('Crime')) {
    return weighted(random, [
      ['PG-13', 0.3],
      ['R', 0.45],
      ['18', 0.25],
    ]);
  }
  return weighted<ParentalCode>(random, [
    ['G', 0.1],
    ['PG', 0.25],
    ['PG-13', 0.35],
    ['R', 0.2],
    ['18', 0.1],
  ]);
}

function makeTitleText(random: Random): string {
  switch (integer(random, 0, 6)) {
    case 0:
      return `The ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
    case 1:
      return `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
    case 2:
      return `${pick(random, NOUNS)} of ${pick(random, PLACES)}`;
    case 3:
      return `${pick(random, FIRST_NAMES)}'s ${pick(random, NOUNS)}`;
    case 4:
      return `${pick(random, NOUNS)} at ${pick(random, TIMES)}`;
    case 5:
      return `Beyond the ${pick(random, NOUNS)}`;
    default:
      return `The ${pick(random, NOUNS)} and the ${pick(random, NOUNS)}`;
  }
}

function makeShowTitleText(random: Random): string {
  switch (integer(random, 0, 3)) {
    case 0:
      return pick(random, PLACES);
    case 1:
      return `The ${pick(random, LAST_NAMES)}s`;
    case 2:
      return `${pick(random, PLACES)} ${pick(random, ['Nights', 'Files', 'Stories', 'General'])}`;
    default:
      return makeTitleText(random);
  }
}

function makeEpisodeTitleText(random: Random): string {
  switch (integer(random, 0, 3)) {
    case 0:
      return `The ${pick(random, NOUNS)}`;
    case 1:
      return `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
    case 2:
      return `${pick(random, NOUNS)} at ${pick(random, TIMES)}`;
    default:
      return `One ${pick(random, ADJECTIVES)} ${pick(random, ['Night', 'Day', 'Week', 'Year'])}`;
  }
}

function makeFilmSynopsis(random: Random, cast: string[], genreIds: number[]): string {
  const lead = firstName(cast[0]);
  const ally = firstName(cast[1]);
  const place = pick(random, PLACES);
  const primary = GENRE_NAMES[(genreIds[0] ?? 1) - 1] ?? 'Drama';
  if (primary === 'Documentary') {
    const subject = pick(random, SUBJECTS);
    const opening = pick(random, [
      `An intimate portrait of ${subject}, filmed over ${integer(random, 2, 9)} years in ${place}.`,
      `Through archive footage and first-hand accounts, this film follows ${subject}.`,
    ]);
    return `${opening} ${pick(random, TONE.Documentary)}`;
  }
  const setup = pick(random, [
    `In ${place}, ${pick(random, ROLES)} named ${lead} ${pick(random, INCITING)}.`,
    `${lead}, ${pick(random, ROLES)} from ${place}, ${pick(random, INCITING)}.`,
    `Nobody in ${place} expects much from ${lead}, ${pick(random, ROLES)}, until the day ${lead} ${pick(random, INCITING)}.`,
  ]);
  const conflict = pick(random, [
    `With help from ${ally}, ${lead} must ${pick(random, GOALS)} before ${pick(random, DEADLINES)}.`,
    `To ${pick(random, GOALS)}, ${lead} will have to trust ${ally}, the one person with every reason to lie.`,
  ]);
  return random() < 0.7
    ? `${setup} ${conflict} ${pick(random, TONE[primary])}`
    : `${setup} ${conflict}`;
}

function makeShowSynopsis(random: Random, cast: string[], genreIds: number[]): string {
  const place = pick(random, PLACES);
  const primary = GENRE_NAMES[(genreIds[0] ?? 1) - 1] ?? 'Drama';
  if (primary === 'Documentary') {
    return `This series follows ${pick(random, SUBJECTS)}, one season at a time. ${pick(random, TONE.Documentary)}`;
  }
  const lead = firstName(cast[0]);
  const ally = firstName(cast[1]);
  return (
    `In ${place}, ${lead}, ${pick(random, ROLES)}, ${pick(random, INCITING)}. ` +
    `Episode by episode, ${lead} and ${ally} try to ${pick(random, GOALS)}. ` +
    pick(random, TONE[primary])
  );
}

function makeEpisodeSynopsis(random: Random, cast: string[]): string {
  const [lead, ally] = shuffle(random, cast.map(firstName));
  const first = `${lead} ${pick(random, EPISODE_EVENTS)}.`;
  return random() < 0.6
    ? `${first} Meanwhile, ${ally} learns that ${pick(random, SUBPLOTS)}.`
    : `${first} ${pick(random, ['Nothing will be the same.', 'The truth is closer than it looks.', 'Not everyone makes it home.'])}`;
}

// First names stay distinct within a title, so a synopsis never has two different Hugos.
function pickPeople(random: Random, count: number): string[] {
  return shuffle(random, FIRST_NAMES)
    .slice(0, count)
    .map((first) => `${first} ${pick(random, LAST_NAMES)}`);
}

function firstName(person: string | undefined): string {
  return person?.split(' ')[0] ?? 'Alex';
}

/** Hands out titles no one has taken yet, comparing case-insensitively. */
class UniqueTitles {
  private readonly taken = new Set<string>();

  take(random: Random, make: (random: Random) => string): string {
    for (let attempt = 0; attempt < 50; attempt++) {
      const title = make(random);
      if (this.claim(title)) return title;
    }
    // The word lists hold thousands of combinations; a numbered sequel ends any unlucky run.
    const base = make(random);
    for (let part = 2; ; part++) {
      if (this.claim(`${base} ${part}`)) return `${base} ${part}`;
    }
  }

  private claim(title: string): boolean {
    const key = title.toLowerCase();
    if (this.taken.has(key)) return false;
    this.taken.add(key);
    return true;
  }
}

function integer(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('cannot pick from an empty list');
  return item;
}

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return pick(random, choices)[0];
}

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

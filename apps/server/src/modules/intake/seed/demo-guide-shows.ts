// The shows the demo guide draws its programmes from (demo-guide.ts), by channel category:
// titles, lengths and how often each airs, some titles made up from word lists by the seed.
import type { Random } from './demo-catalogue.js';
import type { ChannelKind } from './demo-channels.js';

/** A show a category's channels air; `describe` writes one airing's description. */
export interface Show {
  title: (random: Random) => string;
  /** Whole minutes; every one a category uses is a multiple of 5. */
  minutes: number;
  category: string;
  describe: (random: Random) => string;
  /** Numbered episodes ("S2 E5"). */
  series?: true;
  /** How often it is picked against the category's other shows; 1 unless said. */
  weight?: number;
}

const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

const fixed = (title: string) => () => title;

const oneOf =
  (...texts: string[]) =>
  (random: Random) =>
    pick(random, texts);

const TEAMS = [
  'Harbour City',
  'Northgate Rovers',
  'Riverside United',
  'Summit Athletic',
  'Valley Wanderers',
  'Coastline FC',
  'Highlands Albion',
  'Metro Rangers',
];

const DRIVERS = ['Ana Ferreira', 'Jonas Brandt', 'Mei Tanaka', 'Luca Moretti', 'Sam Okafor'];

const FILM_WORDS = {
  first: ['The Silent', 'The Last', 'A Distant', 'The Crimson', 'The Hidden', 'Beyond the'],
  second: ['Harbour', 'Frontier', 'Signal', 'Orchard', 'Lighthouse', 'Horizon', 'Winter'],
};

const FILM_PLOTS = [
  'A retired detective is drawn back for one last case when an old photograph resurfaces.',
  'Two estranged sisters drive across the country to scatter their father’s ashes.',
  'A young engineer discovers that the town’s new dam hides a decades-old secret.',
  'A travelling band of musicians is stranded in a mountain village during a storm.',
  'An archivist finds a letter that rewrites the story of her family’s fortune.',
  'A rookie pilot must land a crippled cargo plane on a frozen lake.',
];

const ARTISTS = ['The Lanterns', 'Maya Cole', 'Static Bloom', 'Orla Finch', 'The Northern Lights'];

const TOPICS = [
  'the hidden life of coral reefs',
  'the engineers who built the first transatlantic cable',
  'the great migrations of the savannah',
  'the fall of an ancient trading empire',
  'how volcanoes shape the planet’s climate',
  'the race to map the ocean floor',
];

const TOWNS = ['Valley Bridge', 'Port Allen', 'Kingsford', 'Ashby Downs', 'Millbrook'];

const film = (category: string, minutes: number): Show => ({
  title: (random) => `${pick(random, FILM_WORDS.first)} ${pick(random, FILM_WORDS.second)}`,
  minutes,
  category,
  describe: (random) => `${pick(random, FILM_PLOTS)} ${category}, ${minutes} minutes.`,
});

/** The shows of each category: news bulletins of 30 min, films of 90–120, sport of 1–2 h... */
export const SHOWS: Record<ChannelKind, readonly Show[]> = {
  news: [
    {
      title: oneOf('News Bulletin', 'World Headlines', 'The Hour in Brief'),
      minutes: 30,
      category: 'News',
      describe: oneOf(
        'The latest headlines from home and abroad, with weather and markets.',
        'Breaking stories, live reports from our correspondents and the weather.',
      ),
      weight: 3,
    },
    {
      title: fixed('Business Today'),
      minutes: 30,
      category: 'Business',
      describe: oneOf('Markets, company results and the day’s economic news.'),
    },
    {
      title: fixed('The Debate'),
      minutes: 60,
      category: 'Current affairs',
      describe: oneOf(
        'Politicians and experts take questions from a studio audience.',
        'An hour of argument on the question everyone is asking this week.',
      ),
    },
  ],
  sport: [
    {
      title: (random) => {
        const home = pick(random, TEAMS);
        const away = pick(
          random,
          TEAMS.filter((team) => team !== home),
        );
        return `Live Football: ${home} v ${away}`;
      },
      minutes: 120,
      category: 'Football',
      describe: oneOf('Full match coverage with build-up, commentary and post-match analysis.'),
    },
    {
      title: oneOf('Grand Prix Qualifying', 'Touring Cars Race Day', 'Rally Stage Highlights'),
      minutes: 90,
      category: 'Motorsport',
      describe: (random) => `${pick(random, DRIVERS)} leads the field as the season heats up.`,
    },
    {
      title: oneOf('Sport Centre', 'The Final Whistle', 'Golf: Round Highlights'),
      minutes: 60,
      category: 'Sport',
      describe: oneOf(
        'Results, highlights and interviews from the day in sport.',
        'The best of the weekend’s action, with expert analysis.',
      ),
    },
  ],
  kids: [
    {
      title: oneOf('Pip and the Paper Boats', 'Robo Pals', 'Captain Whiskers'),
      minutes: 15,
      category: 'Animation',
      describe: oneOf(
        'A new adventure full of friendship, puzzles and songs.',
        'The gang learns that teamwork makes every job easier.',
      ),
      series: true,
    },
    {
      title: oneOf('Science Squad', 'Draw with Dot', 'Wild Little Ones'),
      minutes: 20,
      category: 'Children',
      describe: oneOf('Learning through play: experiments, crafts and animal facts.'),
      series: true,
    },
    {
      title: oneOf('The Treehouse Club', 'Galaxy Scouts'),
      minutes: 30,
      category: 'Children',
      describe: oneOf('Five friends set off on a mission only they can solve.'),
      series: true,
      weight: 3,
    },
  ],
  films: [
    film('Drama', 90),
    film('Thriller', 95),
    film('Comedy', 100),
    film('Adventure', 105),
    film('Mystery', 110),
    film('Romance', 115),
    film('Epic', 120),
  ],
  music: [
    {
      title: oneOf('Non-Stop Hits', 'The Countdown', 'Fresh Tracks'),
      minutes: 60,
      category: 'Music',
      describe: oneOf(
        'An hour of the biggest videos of the moment.',
        'The week’s chart, counted down.',
      ),
    },
    {
      title: (random) => `In Concert: ${pick(random, ARTISTS)}`,
      minutes: 60,
      category: 'Concert',
      describe: (random) =>
        `${pick(random, ARTISTS)} live on stage, recorded on their latest tour.`,
    },
  ],
  documentaries: [
    {
      title: oneOf('Planet Unseen', 'Lost Kingdoms', 'Built to Last', 'Deep Time'),
      minutes: 60,
      category: 'Documentary',
      describe: (random) => `The story of ${pick(random, TOPICS)}.`,
      series: true,
    },
    {
      title: oneOf('Short Cuts', 'Field Notes'),
      minutes: 30,
      category: 'Documentary',
      describe: (random) => `A short film about ${pick(random, TOPICS)}.`,
    },
    {
      title: oneOf('The Long Voyage', 'Empire of Sand'),
      minutes: 90,
      category: 'History',
      describe: (random) => `A feature-length look at ${pick(random, TOPICS)}.`,
    },
  ],
  regional: [
    {
      title: fixed('Local News'),
      minutes: 30,
      category: 'News',
      describe: (random) => `Today’s stories from ${pick(random, TOWNS)} and around the region.`,
    },
    {
      title: oneOf('Community Voices', 'Farm and Field', 'Market Day'),
      minutes: 30,
      category: 'Magazine',
      describe: (random) => `People and places of ${pick(random, TOWNS)}.`,
      series: true,
    },
    {
      title: oneOf('Council Meeting Live', 'Regional Sport'),
      minutes: 60,
      category: 'Local',
      describe: oneOf('Coverage of the region’s week, as it happens.'),
    },
  ],
  radio: [
    {
      title: oneOf('The Music Hour', 'Golden Oldies', 'Requests and Dedications'),
      minutes: 60,
      category: 'Radio',
      describe: oneOf('Your favourite songs and the stories behind them.'),
    },
    {
      title: oneOf('The Long Play', 'Evening Session'),
      minutes: 120,
      category: 'Radio',
      describe: oneOf('Two hours of albums played from start to finish.'),
    },
    {
      title: oneOf('Talkback', 'The Phone-In'),
      minutes: 180,
      category: 'Talk',
      describe: oneOf('Listeners call in on the issues of the day.'),
    },
  ],
};

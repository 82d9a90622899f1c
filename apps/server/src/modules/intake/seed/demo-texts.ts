import { integer, pick, shuffle, type Random } from './demo-random.js';
import {
  ADJECTIVES,
  DEADLINES,
  EPISODE_EVENTS,
  FIRST_NAMES,
  GENRE_NAMES,
  GOALS,
  INCITING,
  LAST_NAMES,
  NOUNS,
  PLACES,
  ROLES,
  SUBJECTS,
  SUBPLOTS,
  TIMES,
  TONE,
} from './demo-words.data.js';

export function makeTitleText(random: Random): string {
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

export function makeShowTitleText(random: Random): string {
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

export function makeEpisodeTitleText(random: Random): string {
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

export function makeFilmSynopsis(random: Random, cast: string[], genreIds: number[]): string {
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

export function makeShowSynopsis(random: Random, cast: string[], genreIds: number[]): string {
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

export function makeEpisodeSynopsis(random: Random, cast: string[]): string {
  const [lead, ally] = shuffle(random, cast.map(firstName));
  const first = `${lead} ${pick(random, EPISODE_EVENTS)}.`;
  return random() < 0.6
    ? `${first} Meanwhile, ${ally} learns that ${pick(random, SUBPLOTS)}.`
    : `${first} ${pick(random, ['Nothing will be the same.', 'The truth is closer than it looks.', 'Not everyone makes it home.'])}`;
}

// First names stay distinct within a title, so a synopsis never has two different Hugos.
export function pickPeople(random: Random, count: number): string[] {
  return shuffle(random, FIRST_NAMES)
    .slice(0, count)
    .map((first) => `${first} ${pick(random, LAST_NAMES)}`);
}

function firstName(person: string | undefined): string {
  return person?.split(' ')[0] ?? 'Alex';
}

/** Hands out titles no one has taken yet, comparing case-insensitively. */
export class UniqueTitles {
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

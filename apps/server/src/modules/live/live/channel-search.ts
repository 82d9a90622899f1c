import { searchText } from '../../catalogue/catalogue/index.js';

/** The words of a text folded as title search folds them ("Coração!" -> ["coracao"]). */
export const searchWords = (text: string): string[] =>
  searchText(text)
    .split(' ')
    .filter((word) => word.length > 0);

/** How well a title matches a search: lower is better, as the title search ranks films. */
export const SearchRank = { exact: 0, wholeWordsFirst: 1, wordStartsFirst: 2, other: 3 } as const;
export type SearchRank = (typeof SearchRank)[keyof typeof SearchRank];

/**
 * How a channel title matches the folded words of a search (`searchWords`), or null when it
 * does not: as films are searched, every word of the search must start a word of the title.
 * Then the title that is the search, then titles starting with its words as whole words, then
 * as word starts ("sky sp" finds "Sky Sport 1" before "Premier Sky Sport").
 */
export function searchRank(queryWords: readonly string[], title: string): SearchRank | null {
  if (queryWords.length === 0) return null;
  const titleWords = searchWords(title);
  const matches = queryWords.every((word) => titleWords.some((part) => part.startsWith(word)));
  if (!matches) return null;
  const leading = (test: (part: string, word: string) => boolean) =>
    queryWords.length <= titleWords.length &&
    queryWords.every((word, index) => test(titleWords[index]!, word));
  if (leading((part, word) => part === word)) {
    return titleWords.length === queryWords.length ? SearchRank.exact : SearchRank.wholeWordsFirst;
  }
  return leading((part, word) => part.startsWith(word))
    ? SearchRank.wordStartsFirst
    : SearchRank.other;
}

/**
 * The ids of the titles that match a search, best first, keeping the given order among equals.
 * A search of no letters or digits matches nothing.
 */
export function searchChannels(
  search: string,
  titles: readonly { id: number; title: string }[],
): number[] {
  const words = searchWords(search);
  return titles
    .map(({ id, title }) => ({ id, rank: searchRank(words, title) }))
    .filter((match): match is { id: number; rank: SearchRank } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((match) => match.id);
}

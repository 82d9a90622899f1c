import { describe, expect, it } from 'vitest';
import {
  DROPDOWN_RESULT_LIMIT,
  FOCUS_DELAY_MS,
  LOADER_TIMEOUT_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  VIEW_MORE_FROM,
  VIEW_MORE_LIMIT,
  foldText,
  hasMoreResults,
  isSearchable,
  resultKindKey,
  resultLink,
  searchHref,
  searchPlaceholderKey,
  searchTerm,
  topResults,
} from './search-rules';

const title = (id: number, text: string, type = 0) => ({ id, type, title: text });

describe('search rules', () => {
  it('keeps the numbers of catalogue §9', () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(DROPDOWN_RESULT_LIMIT).toBe(5);
    expect(LOADER_TIMEOUT_MS).toBe(4000);
    expect(FOCUS_DELAY_MS).toBe(200);
    expect(VIEW_MORE_FROM).toBe(20);
    expect(VIEW_MORE_LIMIT).toBe(200);
  });

  it('searches from 2 characters, spaces aside', () => {
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable('  ab')).toBe(true);
  });

  it('trims the text and cuts it to the 100 characters the contract takes', () => {
    expect(searchTerm('  harbour ')).toBe('harbour');
    expect(searchTerm('x'.repeat(150))).toHaveLength(100);
  });

  it('offers "View more" at 20 or more results', () => {
    expect(hasMoreResults(19)).toBe(false);
    expect(hasMoreResults(20)).toBe(true);
    expect(hasMoreResults(250)).toBe(true);
  });

  it('names what the active modules let the box find', () => {
    expect(searchPlaceholderKey({ vod: true, channels: false })).toBe('search.placeholderTitles');
    expect(searchPlaceholderKey({ vod: false, channels: true })).toBe('search.placeholderChannels');
    expect(searchPlaceholderKey({ vod: true, channels: true })).toBe('search.placeholderAll');
  });

  it('links films, episodes and shows to their details pages, and channels to their player', () => {
    expect(resultLink({ id: 4, type: 0 })).toBe('/movies/4');
    expect(resultLink({ id: 5, type: 1 })).toBe('/tv-shows/episode/5');
    expect(resultLink({ id: 6, type: 2 })).toBe('/tv-shows/6');
    expect(resultKindKey(0)).toBe('search.kindMovie');
    expect(resultKindKey(1)).toBe('search.kindEpisode');
    expect(resultKindKey(2)).toBe('search.kindTvShow');
    expect(resultLink({ id: 7, type: 3 })).toBe('/channels/7');
    expect(resultKindKey(3)).toBe('search.kindChannel');
  });

  it('builds the search page address with the text encoded', () => {
    expect(searchHref(' coração & alma ')).toBe('/search?q=cora%C3%A7%C3%A3o+%26+alma');
  });

  it('folds accents and case as the server does', () => {
    expect(foldText(' Coração ')).toBe('coracao');
    expect(foldText('HARBÓUR')).toBe('harbour');
  });
});

describe('topResults', () => {
  it('keeps at most 5 titles of films and shows together', () => {
    const movies = [1, 2, 3, 4].map((id) => title(id, `Harbour ${id}`));
    const shows = [5, 6, 7].map((id) => title(id, `Harbour show ${id}`, 2));
    expect(topResults([movies, shows], 'harbour')).toHaveLength(5);
  });

  it('puts exact titles first, then titles that start with the text, then words', () => {
    const movies = [
      title(1, 'Island of Vell Harbour'),
      title(2, 'Harbour at Dawn'),
      title(3, 'Sudden Harbour'),
    ];
    const shows = [title(4, 'Harbour', 2), title(5, 'Vell Harbour Nights', 2)];
    expect(topResults([movies, shows], 'harbour').map((item) => item.id)).toEqual([4, 2, 1, 3, 5]);
  });

  it('matches whatever the accents of the text', () => {
    const movies = [title(1, 'The Echo'), title(2, 'Echo of Avalon Bay')];
    expect(topResults([movies, []], 'Écho').map((item) => item.id)).toEqual([2, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { SearchRank, searchChannels, searchRank, searchWords } from './channel-search.js';

describe('searchRank', () => {
  const rank = (search: string, title: string) => searchRank(searchWords(search), title);

  it('needs every searched word to start a word of the title', () => {
    expect(rank('sky sport', 'Premier Sky Sport')).toBe(SearchRank.other);
    expect(rank('port', 'Sky Sport')).toBeNull();
    expect(rank('sky news', 'Sky Sport')).toBeNull();
  });

  it('ranks the exact title, then whole leading words, then leading word starts', () => {
    expect(rank('Sky Sport', 'sky sport')).toBe(SearchRank.exact);
    expect(rank('sky sport', 'Sky Sport 2')).toBe(SearchRank.wholeWordsFirst);
    expect(rank('sk sp', 'Sky Sport 2')).toBe(SearchRank.wordStartsFirst);
    expect(rank('sport', 'Sky Sport')).toBe(SearchRank.other);
  });

  it('folds case and accents on both sides, and matches nothing for a search of no words', () => {
    expect(rank('CORACAO', 'Coração TV')).toBe(SearchRank.wholeWordsFirst);
    expect(rank('!!', 'Anything')).toBeNull();
  });
});

describe('searchChannels', () => {
  it('puts better matches first and keeps the given order among equals', () => {
    const titles = [
      { id: 1, title: 'Premier Sky Sport' },
      { id: 2, title: 'Sport TV' },
      { id: 3, title: 'Sky Sport' },
      { id: 4, title: 'News' },
      { id: 5, title: 'Sport' },
    ];
    expect(searchChannels('sport', titles)).toEqual([5, 2, 1, 3]);
  });
});

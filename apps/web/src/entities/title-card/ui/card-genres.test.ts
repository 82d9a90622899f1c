import { describe, expect, it } from 'vitest';
import { CARD_GENRE_LIMIT, cardGenres } from './card-genres';

describe('cardGenres', () => {
  it('keeps at most 5 genres, in order', () => {
    const genres = Array.from({ length: 7 }, (_, i) => ({ id: i, name: `G${i}` }));
    expect(CARD_GENRE_LIMIT).toBe(5);
    expect(cardGenres(genres).map((g) => g.id)).toEqual([0, 1, 2, 3, 4]);
    expect(cardGenres(genres.slice(0, 2))).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { makeMovie } from '@/test/fixtures';
import { creditNames, formatAverageRating, formatRating, rentableProfiles } from './title-facts';

describe('formatAverageRating', () => {
  it('shows the average rating in 3 characters', () => {
    expect(formatAverageRating(7.4)).toBe('7.4');
    expect(formatAverageRating(4)).toBe('4.0');
    expect(formatAverageRating(7.46)).toBe('7.5');
    expect(formatAverageRating(0)).toBe('0.0');
  });

  it('keeps a perfect 10 at two digits rather than cutting it to "10."', () => {
    expect(formatAverageRating(10)).toBe('10');
    expect(formatAverageRating(9.97)).toBe('10');
  });
});

describe('formatRating', () => {
  it('prints at most one decimal', () => {
    expect(formatRating(7.44)).toBe('7.4');
    expect(formatRating(8)).toBe('8');
  });
});

describe('creditNames', () => {
  it('drops blanks and repeats, keeping the order', () => {
    const people = [{ name: 'Ana' }, { name: ' ' }, { name: 'Rui ' }, { name: 'Ana' }];
    expect(creditNames(people)).toEqual(['Ana', 'Rui']);
  });
});

describe('rentableProfiles', () => {
  it('offers Rent only for the profiles the viewer is not subscribed to', () => {
    const base = makeMovie().movie_source.profiles[0]!;
    const movie = makeMovie({
      movie_source: {
        subtitles: [],
        profiles: [
          base,
          { ...base, id: 12, name: '4K', subscribed: false },
          { ...base, id: 13, name: 'SD', subscribed: false },
        ],
      },
    });
    expect(rentableProfiles(movie).map((profile) => profile.name)).toEqual(['4K', 'SD']);
  });
});

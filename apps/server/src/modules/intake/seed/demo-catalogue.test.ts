import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue, mulberry32, PARENTAL_CODES } from './demo-catalogue.js';

const baseDate = new Date('2025-06-01T12:00:00Z');
const TWO_YEARS_MS = 730 * 24 * 60 * 60 * 1000;
const catalogue = generateDemoCatalogue({ seed: 42, baseDate });
const titles = [...catalogue.films, ...catalogue.shows];

describe('mulberry32', () => {
  it('repeats for a seed and stays within [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});

describe('generateDemoCatalogue', () => {
  it('gives the same catalogue for the same seed and base date', () => {
    expect(generateDemoCatalogue({ seed: 42, baseDate })).toEqual(catalogue);
  });

  it('gives a different catalogue for another seed', () => {
    const other = generateDemoCatalogue({ seed: 43, baseDate });
    expect(other.films.map((film) => film.title)).not.toEqual(
      catalogue.films.map((film) => film.title),
    );
  });

  it('keeps earlier records when asked for more films', () => {
    const small = generateDemoCatalogue({ seed: 42, baseDate, films: 80, shows: 12 });
    expect(small.films.map((film) => film.synopsis)).toEqual(
      catalogue.films.slice(0, 80).map((film) => film.synopsis),
    );
  });

  it('makes the counts asked for, with the defaults above the minimums', () => {
    expect(catalogue.genres.map((genre) => genre.name)).toEqual([
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
    ]);
    expect(catalogue.showTypes.map((type) => type.name)).toEqual(
      expect.arrayContaining(['Feature film', 'Series', 'Mini-series', 'Documentary series']),
    );
    expect(catalogue.films.length).toBeGreaterThanOrEqual(80);
    expect(catalogue.shows.length).toBeGreaterThanOrEqual(12);
    const sized = generateDemoCatalogue({ baseDate, films: 90, shows: 13 });
    expect(sized.films).toHaveLength(90);
    expect(sized.shows).toHaveLength(13);
    expect(catalogue.packages.map((item) => item.name)).toEqual(['Basic', 'Standard', 'Premium']);
  });

  it('gives every film and show a unique title, even in a large catalogue', () => {
    const keys = titles.map((item) => item.title.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    const large = generateDemoCatalogue({ baseDate, films: 3000, shows: 200 });
    const largeKeys = [...large.films, ...large.shows].map((item) => item.title.toLowerCase());
    expect(new Set(largeKeys).size).toBe(3200);
  });

  it('gives every title 1 to 3 known genres and known show types, without repeats', () => {
    const genreIds = new Set(catalogue.genres.map((genre) => genre.id));
    const typeIds = new Set(catalogue.showTypes.map((type) => type.id));
    for (const item of titles) {
      expect(item.genre_ids.length).toBeGreaterThanOrEqual(1);
      expect(item.genre_ids.length).toBeLessThanOrEqual(3);
      expect(new Set(item.genre_ids).size).toBe(item.genre_ids.length);
      expect(item.genre_ids.every((id) => genreIds.has(id))).toBe(true);
      expect(item.show_type_ids.length).toBeGreaterThanOrEqual(1);
      expect(item.show_type_ids.length).toBeLessThanOrEqual(2);
      expect(item.show_type_ids.every((id) => typeIds.has(id))).toBe(true);
    }
  });

  it('asks for the PIN exactly for R and 18', () => {
    for (const item of titles) {
      const { code, require_pin } = item.parental_rating;
      expect(PARENTAL_CODES).toContain(code);
      expect(require_pin).toBe(code === 'R' || code === '18');
    }
    const codes = new Set(titles.map((item) => item.parental_rating.code));
    expect([...codes].sort()).toEqual([...PARENTAL_CODES].sort());
  });

  it('keeps films within their ranges', () => {
    for (const film of catalogue.films) {
      expect(film.year).toBeGreaterThanOrEqual(1970);
      expect(film.year).toBeLessThanOrEqual(2025);
      expect(Number.isInteger(film.runtime)).toBe(true);
      expect(film.runtime).toBeGreaterThanOrEqual(80);
      expect(film.runtime).toBeLessThanOrEqual(160);
      expect(film.cast.length).toBeGreaterThanOrEqual(3);
      expect(film.cast.length).toBeLessThanOrEqual(6);
      expect(new Set(film.cast).size).toBe(film.cast.length);
    }
  });

  it('keeps ratings, hues, synopses and dates within their ranges', () => {
    for (const item of titles) {
      expect(item.rating).toBeGreaterThanOrEqual(5);
      expect(item.rating).toBeLessThanOrEqual(9.5);
      expect(Math.round(item.rating * 10) / 10).toBe(item.rating);
      expect(Number.isInteger(item.poster_hue)).toBe(true);
      expect(item.poster_hue).toBeGreaterThanOrEqual(0);
      expect(item.poster_hue).toBeLessThanOrEqual(359);
      const sentences = item.synopsis.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      const age = baseDate.getTime() - item.created_at.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(TWO_YEARS_MS);
    }
    const ages = titles.map((item) => baseDate.getTime() - item.created_at.getTime());
    // Spread over the two years, not bunched at one end.
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(TWO_YEARS_MS * 0.8);
  });

  it('allows censorship on a few titles only', () => {
    const allowed = titles.filter((item) => item.censorship_allowed).length;
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThan(titles.length * 0.2);
  });

  it('gives shows 1 to 4 seasons of 4 to 10 episodes of 20 to 60 minutes', () => {
    for (const show of catalogue.shows) {
      expect(show.seasons.length).toBeGreaterThanOrEqual(1);
      expect(show.seasons.length).toBeLessThanOrEqual(4);
      show.seasons.forEach((season, index) => {
        expect(season.number).toBe(index + 1);
        expect(season.name).toBe(`Season ${index + 1}`);
        expect(season.episodes.length).toBeGreaterThanOrEqual(4);
        expect(season.episodes.length).toBeLessThanOrEqual(10);
        season.episodes.forEach((episode, position) => {
          expect(episode.number).toBe(position + 1);
          expect(episode.title.length).toBeGreaterThan(0);
          expect(episode.synopsis.length).toBeGreaterThan(0);
          expect(episode.runtime).toBeGreaterThanOrEqual(20);
          expect(episode.runtime).toBeLessThanOrEqual(60);
        });
      });
      expect(show.writers.length).toBeGreaterThanOrEqual(1);
    }
    const miniSeries = catalogue.showTypes.find((type) => type.name === 'Mini-series')?.id;
    for (const show of catalogue.shows.filter((item) => item.show_type_ids.includes(miniSeries!))) {
      expect(show.seasons).toHaveLength(1);
    }
  });

  it('prices the packages in euros, rising with the tier', () => {
    const prices = catalogue.packages.map((item) => item.subscription_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const item of catalogue.packages) {
      expect(item.currency_code).toBe('EUR');
      expect(item.description.length).toBeGreaterThan(0);
    }
  });

  it('rejects counts that are not whole numbers', () => {
    expect(() => generateDemoCatalogue({ baseDate, films: -1 })).toThrow(RangeError);
    expect(() => generateDemoCatalogue({ baseDate, shows: 1.5 })).toThrow(RangeError);
  });
});

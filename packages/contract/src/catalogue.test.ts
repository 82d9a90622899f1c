import { describe, expect, it } from 'vitest';
import {
  catalogueItemSchema,
  rateParamsSchema,
  recommendedBodySchema,
  starsToTen,
  tvShowListQuerySchema,
  tvShowSchema,
} from './catalogue.js';
import { describeIssues } from './issues.js';
import { parseBracketQuery } from './query.js';

const show = {
  id: 7,
  type: 2,
  title: 'Harbour Lights',
  year: 2021,
  description: 'A coastal drama.',
  rating: 8.4,
  rate: { rate_average: 8.4, rate_count: 12 },
  genres: [{ id: 1, name: 'Drama' }],
  show_types: [{ id: 2, name: 'Series' }],
  actors: [{ name: 'A. Actor' }],
  writers: [{ name: 'W. Writer' }],
  parental_rating: { code: 'PG', require_pin: false },
  cover: { preview_ar: null, medium_ar: '/c.svg', small_ar: null },
  covers: [],
  gallery: [],
  screenshot_url: null,
  logo_url: null,
  trailer_source: { url: '/media/trailer.m3u8' },
  censorship_allowed: false,
  seasons: [{ id: 31, name: 'Season 1', number: 1 }],
  season_count: 1,
  created_at: '2024-01-01T00:00:00Z',
};

describe('TV shows', () => {
  it('parses a show and tells it apart from movies by type', () => {
    expect(tvShowSchema.parse(show)).toEqual(show);
    expect(catalogueItemSchema.parse(show).type).toBe(2);
  });

  it('reads the spec list calls', () => {
    const parse = (flat: Record<string, string>) =>
      tvShowListQuerySchema.parse(parseBracketQuery(flat));
    expect(parse({ 'filter[id]': '7', 'config[enable_rate]': '1' })).toEqual({
      filter: { id: 7 },
      config: { enable_rate: true },
    });
    expect(parse({ 'sort[created]': 'desc', limit: '24', page: '2' })).toEqual({
      sort: { created: 'desc' },
      limit: 24,
      page: 2,
    });
    expect(parse({ 'filter[title]': 'harbour', 'filter[show_type_id][0]': '2' })).toEqual({
      filter: { title: 'harbour', show_type_id: [2] },
    });
  });

  it('has no year filter (movies only) and says so', () => {
    const result = tvShowListQuerySchema.safeParse(
      parseBracketQuery({ 'filter[year]': '1990-1999' }),
    );
    expect(describeIssues(result.error!)).toBe('filter[year]: unknown parameter');
  });
});

describe('recommendations', () => {
  it('take type 0 (movies) or 2 (TV shows)', () => {
    expect(recommendedBodySchema.parse({ type: 0 })).toEqual({ type: 0 });
    expect(recommendedBodySchema.parse({ type: '2', limit: '10' })).toEqual({ type: 2, limit: 10 });
    expect(describeIssues(recommendedBodySchema.safeParse({ type: 1 }).error!)).toBe(
      'type: type must be 0 (movies) or 2 (TV shows)',
    );
  });
});

describe('ratings', () => {
  it('take 1 to 5 stars in the path', () => {
    expect(rateParamsSchema.parse({ id: '12', rating: '5' })).toEqual({ id: 12, rating: 5 });
    for (const rating of ['0', '6', '2.5', 'x']) {
      expect(rateParamsSchema.safeParse({ id: '12', rating }).success).toBe(false);
    }
    expect(describeIssues(rateParamsSchema.safeParse({ id: '1', rating: '9' }).error!)).toBe(
      'rating: rating must be 1 to 5 stars',
    );
  });

  it('show stars out of 10 elsewhere', () => {
    expect(starsToTen(4)).toBe(8);
  });
});

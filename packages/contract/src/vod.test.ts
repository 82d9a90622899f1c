import { describe, expect, it } from 'vitest';
import { describeIssues, issuesByField } from './issues.js';
import { parseBracketQuery } from './query.js';
import { subtitleSchema, vodListQuerySchema } from './vod.js';

const parseQuery = (flat: Record<string, string>) =>
  vodListQuerySchema.safeParse(parseBracketQuery(flat));

describe('VOD list query', () => {
  it('reads the spec calls', () => {
    // Movie details, an episode, season episodes, new movies, search with genres.
    expect(parseQuery({ 'filter[id]': '3', 'config[enable_rate]': '1' }).data).toEqual({
      filter: { id: 3 },
      config: { enable_rate: true },
    });
    expect(parseQuery({ 'filter[id]': '9', 'filter[type]': '1' }).data).toEqual({
      filter: { id: 9, type: 1 },
    });
    expect(
      parseQuery({ 'filter[multi_event_vod_season_id]': '5', 'filter[type]': '1' }).data,
    ).toEqual({ filter: { multi_event_vod_season_id: 5, type: 1 } });
    expect(parseQuery({ page: '1', 'sort[created]': 'desc' }).data).toEqual({
      page: 1,
      sort: { created: 'desc' },
    });
    expect(
      parseQuery({
        'filter[title]': 'star',
        'filter[type][all]': 'true',
        'filter[genre_id][0]': '4',
        'filter[genre_id][1]': '7',
        limit: '200',
      }).data,
    ).toEqual({ filter: { title: 'star', type: 'all', genre_id: [4, 7] }, limit: 200 });
  });

  it('rejects an unknown filter with a message that names it', () => {
    const result = parseQuery({ 'filter[colour]': 'red' });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!)).toBe('filter[colour]: unknown parameter');
    expect(issuesByField(result.error!)).toEqual({ 'filter[colour]': ['unknown parameter'] });
  });

  it('rejects unknown top-level, sort and config keys', () => {
    const result = parseQuery({ foo: '1', 'sort[rating]': 'asc', 'config[x]': '1' });
    expect(describeIssues(result.error!).split('; ').sort()).toEqual([
      'config[x]: unknown parameter',
      'foo: unknown parameter',
      'sort[rating]: unknown parameter',
    ]);
  });

  it('explains bad values', () => {
    const result = parseQuery({
      page: '0',
      limit: '500',
      'filter[id]': 'abc',
      'filter[year]': '1800-1900',
      'sort[created]': 'up',
      'filter[genre_id][0]': '-1',
      'filter[episode_number]': '99999999999',
    });
    expect(issuesByField(result.error!)).toEqual({
      page: ['must be 1 or more'],
      limit: ['must be 200 or less'],
      'filter[id]': ['must be a number'],
      'filter[year]': ['must run forwards from 1900'],
      'sort[created]': ['must be asc or desc'],
      'filter[genre_id][0]': ['must be a positive id'],
      'filter[episode_number]': ['is too large'],
    });
  });
});

describe('subtitle', () => {
  it('is an id, a locale and the address of its WebVTT file, neither of them empty', () => {
    const subtitle = { id: 1, locale: 'en', url: '/media/vod/demo/subtitles/en.vtt' };
    expect(subtitleSchema.parse(subtitle)).toEqual(subtitle);
    expect(subtitleSchema.safeParse({ ...subtitle, locale: '' }).success).toBe(false);
    expect(subtitleSchema.safeParse({ ...subtitle, url: '' }).success).toBe(false);
  });
});

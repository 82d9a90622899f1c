import { describe, expect, it } from 'vitest';
import { describeIssues } from './issues.js';
import { parseBracketQuery } from './query.js';
import {
  channelCategoryRouteIdSchema,
  channelCategorySchema,
  channelListQuerySchema,
} from './channels.js';

const parseChannels = (flat: Record<string, string>) =>
  channelListQuerySchema.safeParse(parseBracketQuery(flat));

describe('channel list query', () => {
  it('reads the spec calls', () => {
    expect(
      parseChannels({
        'config[enable_favorites]': '1',
        limit: '40',
        page: '2',
        'filter[category_id]': '5',
      }).data,
    ).toEqual({
      config: { enable_favorites: true },
      limit: 40,
      page: 2,
      filter: { category_id: 5 },
    });
    expect(
      parseChannels({
        'filter[id][0]': '3',
        'filter[id][1]': '8',
        'sort[channel_number]': 'asc',
      }).data,
    ).toEqual({ filter: { id: [3, 8] }, sort: { channel_number: 'asc' } });
    expect(parseChannels({ 'filter[title]': 'news' }).data).toEqual({ filter: { title: 'news' } });
  });

  it('rejects unknown filters with a clear message', () => {
    const result = parseChannels({ 'filter[genre_id]': '1' });
    expect(describeIssues(result.error!)).toBe('filter[genre_id]: unknown parameter');
  });
});

describe('channel categories', () => {
  it('nest children', () => {
    const tree = { id: 1, name: 'News', children: [{ id: 2, name: 'World', children: [] }] };
    expect(channelCategorySchema.parse(tree)).toEqual(tree);
  });

  it('route ids are a number, all or favorite_channels', () => {
    expect(channelCategoryRouteIdSchema.parse('all')).toBe('all');
    expect(channelCategoryRouteIdSchema.parse('favorite_channels')).toBe('favorite_channels');
    expect(channelCategoryRouteIdSchema.parse('12')).toBe(12);
    expect(channelCategoryRouteIdSchema.safeParse('sports').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { adBannerSchema, adsQuerySchema } from './ads.js';
import { describeIssues } from './issues.js';
import { parseBracketQuery } from './query.js';

describe('ads', () => {
  it('filter by box position and image type', () => {
    expect(
      adsQuerySchema.parse(
        parseBracketQuery({ 'filter[box_position]': 'home_box', 'filter[ads_type]': 'image' }),
      ),
    ).toEqual({ filter: { box_position: 'home_box', ads_type: 'image' } });
    expect(
      describeIssues(adsQuerySchema.safeParse({ filter: { box_position: 'sidebar' } }).error!),
    ).toMatch(/^filter\[box_position\]: box_position must be one of home_box, live_tv_box/);
    expect(describeIssues(adsQuerySchema.safeParse({}).error!)).toBe(
      'filter: filter[box_position] is required',
    );
  });

  it('banners carry the spec fields', () => {
    const banner = {
      mongo_id: 'a1',
      box_position: 'movies_box',
      ads_file: { original: '/media/ads/a1.svg' },
      target_url: null,
      title: 'Summer sale',
    };
    expect(adBannerSchema.parse(banner)).toEqual(banner);
  });
});

import { describe, expect, it } from 'vitest';
import { describeIssues } from './issues.js';
import { campaignQuerySchema, rentVodBodySchema, trailerLookupQuery } from './playback.js';
import { parseBracketQuery } from './query.js';
import { vodListQuerySchema } from './vod.js';

describe('playback', () => {
  it('rent takes the two ids and an optional duration', () => {
    expect(rentVodBodySchema.parse({ single_event_vod_id: 1, vod_profile_id: 2 })).toEqual({
      single_event_vod_id: 1,
      vod_profile_id: 2,
    });
    expect(
      rentVodBodySchema.parse({ single_event_vod_id: '1', vod_profile_id: '2', duration: '2' }),
    ).toEqual({ single_event_vod_id: 1, vod_profile_id: 2, duration: 2 });
    expect(describeIssues(rentVodBodySchema.safeParse({ single_event_vod_id: 1 }).error!)).toBe(
      'vod_profile_id: must be a number',
    );
  });

  it('campaigns need filter[vod_id]', () => {
    expect(campaignQuerySchema.parse(parseBracketQuery({ 'filter[vod_id]': '5' }))).toEqual({
      filter: { vod_id: 5 },
    });
    expect(describeIssues(campaignQuerySchema.safeParse({}).error!)).toBe(
      'filter: filter[vod_id] is required',
    );
  });

  it('trailer lookups are valid list queries', () => {
    expect(vodListQuerySchema.parse(trailerLookupQuery.episode(31, 2))).toEqual({
      filter: { multi_event_vod_season_id: 31, episode_number: 2, type: 1 },
    });
    expect(vodListQuerySchema.parse(trailerLookupQuery.movie(4))).toEqual({ filter: { id: 4 } });
  });
});

import { describe, expect, it } from 'vitest';
import { adsBannerEventSchema, playIssuesSchema, vodPlaysSchema } from './socket.js';

describe('socket events', () => {
  it('play-issues', () => {
    const payload = {
      buffer: true,
      crash: false,
      record_model: 'vod',
      model_id: 4,
      model_type: 0,
    } as const;
    expect(playIssuesSchema.parse(payload)).toEqual(payload);
    expect(playIssuesSchema.safeParse({ ...payload, model_type: 2 }).success).toBe(false);
  });

  it('vod-plays', () => {
    const payload = {
      model_id: 11,
      model_type: 1,
      retention_time: 754.2,
      m_vod_id: 7,
      m_season: 31,
      genre_ids: [1, 2],
      show_type_ids: [],
      duration: 2700,
    } as const;
    expect(vodPlaysSchema.parse(payload)).toEqual(payload);
    expect(vodPlaysSchema.parse({ ...payload, m_vod_id: null, m_season: null }).m_vod_id).toBe(
      null,
    );
    expect(vodPlaysSchema.safeParse({ ...payload, retention_time: -1 }).success).toBe(false);
    const channel = { ...payload, model_type: 3, m_vod_id: null, m_season: null, genre_ids: [] };
    expect(vodPlaysSchema.parse(channel)).toEqual(channel);
    expect(vodPlaysSchema.safeParse({ ...payload, model_type: 2 }).success).toBe(false);
  });

  it('ads-banner', () => {
    const payload = { mongo_id: '65a1f0', clicked: false, closed: true };
    expect(adsBannerEventSchema.parse(payload)).toEqual(payload);
    expect(adsBannerEventSchema.safeParse({ ...payload, extra: 1 }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { makeMovie } from './testing/contract-fixtures';
import { channelPlaysEvent, saveProgressBody, vodPlaysEvent } from './watch-report';

describe('vodPlaysEvent', () => {
  it('is not sent when leaving before 10 s', () => {
    expect(vodPlaysEvent(makeMovie(), { currentTime: 9.5, duration: 600 })).toBeNull();
  });

  it('reports a film left at 10 s or more', () => {
    const film = makeMovie({
      genres: [{ id: 1, name: 'Drama' }],
      show_types: [{ id: 4, name: 'x' }],
    });
    expect(vodPlaysEvent(film, { currentTime: 125.7, duration: 600.2 })).toEqual({
      model_id: 3,
      model_type: 0,
      retention_time: 125,
      m_vod_id: null,
      m_season: null,
      genre_ids: [1],
      show_type_ids: [4],
      duration: 600,
    });
  });

  it('carries the show and season of an episode', () => {
    const episode = makeMovie({
      id: 9,
      type: 1,
      multi_event_vod_id: 2,
      multi_event_vod_season_id: 5,
    });
    expect(vodPlaysEvent(episode, { currentTime: 10, duration: 50 })).toMatchObject({
      model_id: 9,
      model_type: 1,
      m_vod_id: 2,
      m_season: 5,
    });
  });
});

describe('saveProgressBody', () => {
  it('saves the position from 10 s on, once the length is known', () => {
    expect(saveProgressBody(3, { currentTime: 42.9, duration: 600.4 })).toEqual({
      single_event_vod_id: 3,
      stopped_time: 42,
      duration: 601,
    });
    expect(saveProgressBody(3, { currentTime: 9, duration: 600 })).toBeNull();
    expect(saveProgressBody(3, { currentTime: 42, duration: 0 })).toBeNull();
  });
});

describe('channelPlaysEvent (vod-plays of a channel, model_type 3)', () => {
  it('reports the seconds watched from 10 s on, with no show, season, genres or length', () => {
    expect(channelPlaysEvent({ id: 5 }, 95.7)).toEqual({
      model_id: 5,
      model_type: 3,
      retention_time: 95,
      m_vod_id: null,
      m_season: null,
      genre_ids: [],
      show_type_ids: [],
      duration: 95,
    });
  });

  it('reports nothing below 10 s', () => {
    expect(channelPlaysEvent({ id: 5 }, 9.9)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { VideoCampaign } from '@marquee/contract';
import {
  ADVERT_TICK_MS,
  NO_ADVERTS_WATCHED,
  advertCountdownAfterTick,
  canSkipAdvert,
  dueAdvert,
  markAdvertWatched,
} from './advert-schedule';

const campaign = (overrides: Partial<VideoCampaign>): VideoCampaign => ({
  id: 1,
  play_rules: 1,
  mid_roll_time: null,
  video_url: '/media/adverts/1/index.m3u8',
  display_duration: 5,
  ...overrides,
});

const startAd = campaign({ id: 1, play_rules: 1 });
const endAd = campaign({ id: 2, play_rules: 2 });
const midAd = campaign({ id: 3, play_rules: 3, mid_roll_time: 60 });
const all = [startAd, endAd, midAd];

describe('dueAdvert', () => {
  it('plays rule 1 before the content', () => {
    expect(dueAdvert(all, { at: 'start' }, NO_ADVERTS_WATCHED)).toEqual({
      point: 'start',
      campaign: startAd,
    });
  });

  it('plays rule 3 once progress reaches mid_roll_time', () => {
    expect(dueAdvert(all, { at: 'progress', currentTime: 59.9 }, NO_ADVERTS_WATCHED)).toBeNull();
    expect(dueAdvert(all, { at: 'progress', currentTime: 60 }, NO_ADVERTS_WATCHED)).toEqual({
      point: 'middle',
      campaign: midAd,
    });
  });

  it('ignores a rule 3 campaign without a mid_roll_time', () => {
    const broken = campaign({ play_rules: 3, mid_roll_time: null });
    expect(
      dueAdvert([broken], { at: 'progress', currentTime: 500 }, NO_ADVERTS_WATCHED),
    ).toBeNull();
  });

  it('plays rule 2 at the end', () => {
    expect(dueAdvert(all, { at: 'end' }, NO_ADVERTS_WATCHED)).toEqual({
      point: 'end',
      campaign: endAd,
    });
  });

  it('never plays an advert twice for the same point', () => {
    let watched = markAdvertWatched(NO_ADVERTS_WATCHED, 'start');
    expect(dueAdvert(all, { at: 'start' }, watched)).toBeNull();
    watched = markAdvertWatched(watched, 'middle');
    expect(dueAdvert(all, { at: 'progress', currentTime: 120 }, watched)).toBeNull();
    watched = markAdvertWatched(watched, 'end');
    expect(dueAdvert(all, { at: 'end' }, watched)).toBeNull();
    expect(watched).toEqual({ start: true, middle: true, end: true });
  });

  it('plays nothing without a campaign for the point', () => {
    expect(dueAdvert([midAd], { at: 'start' }, NO_ADVERTS_WATCHED)).toBeNull();
    expect(dueAdvert([], { at: 'end' }, NO_ADVERTS_WATCHED)).toBeNull();
  });
});

describe('advert countdown', () => {
  it('ticks every 1 s from display_duration down to 0, where skip is enabled', () => {
    expect(ADVERT_TICK_MS).toBe(1000);
    const counts = [startAd.display_duration];
    while (counts.at(-1)! > 0) counts.push(advertCountdownAfterTick(counts.at(-1)!));
    expect(counts).toEqual([5, 4, 3, 2, 1, 0]);
    expect(counts.map(canSkipAdvert)).toEqual([false, false, false, false, false, true]);
    expect(advertCountdownAfterTick(0)).toBe(0);
  });

  it('can be skipped at once when display_duration is 0', () => {
    expect(canSkipAdvert(0)).toBe(true);
  });
});

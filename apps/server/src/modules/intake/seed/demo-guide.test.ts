import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE } from '../../../clock.js';
import { DEMO_CHANNELS, type ChannelKind, type DemoChannel } from './demo-channels.js';
import { demoSchedule, type DemoProgramme } from './demo-guide.js';

const now = new Date('2026-03-14T15:26:41.123Z');
const from = new Date(now.getTime() - 7 * DAY);
const to = new Date(now.getTime() + 7 * DAY);
const channelOf = (kind: ChannelKind) => DEMO_CHANNELS.find((channel) => channel.kind === kind)!;
const minutes = (programme: DemoProgramme) =>
  (programme.stop.getTime() - programme.start.getTime()) / MINUTE;

/** Fails unless the programmes follow one another with no gap or overlap. */
function expectBackToBack(programmes: DemoProgramme[]) {
  for (let index = 1; index < programmes.length; index++) {
    expect(programmes[index]!.start).toEqual(programmes[index - 1]!.stop);
  }
}

describe('demoSchedule', () => {
  it.each(DEMO_CHANNELS.map((channel) => [channel.title, channel] as [string, DemoChannel]))(
    'covers %s from a week before now to a week after, back to back on whole minutes',
    (_title, channel) => {
      const programmes = demoSchedule(channel, from, to);
      expect(programmes[0]!.start.getTime()).toBeLessThanOrEqual(from.getTime());
      expect(programmes.at(-1)!.stop.getTime()).toBeGreaterThanOrEqual(to.getTime());
      expectBackToBack(programmes);
      for (const programme of programmes) {
        expect(programme.start.getTime() % MINUTE).toBe(0);
        expect(minutes(programme)).toBeGreaterThan(0);
        expect(programme.title).not.toBe('');
        expect(programme.description).not.toBe('');
      }
    },
  );

  it.each([
    ['news', [30, 60]],
    ['films', [90, 120]],
    ['sport', [60, 120]],
    ['kids', [15, 30]],
    ['music', [60, 60]],
    ['documentaries', [30, 90]],
    ['radio', [60, 180]],
  ] as [ChannelKind, [number, number]][])(
    'gives %s programmes of the lengths of their kind',
    (kind, [shortest, longest]) => {
      const lengths = demoSchedule(channelOf(kind), from, to).map(minutes);
      expect(Math.min(...lengths)).toBe(shortest);
      expect(Math.max(...lengths)).toBe(longest);
    },
  );

  it('airs 30-minute news bulletins', () => {
    const news = demoSchedule(channelOf('news'), from, to);
    const bulletins = news.filter((programme) => programme.category === 'News');
    expect(bulletins.length).toBeGreaterThan(news.length / 2);
    expect(bulletins.every((programme) => minutes(programme) === 30)).toBe(true);
  });

  it('is the same whatever stretch is asked for, so extending it continues it', () => {
    const channel = channelOf('films');
    const middle = new Date(now.getTime() + 3 * HOUR + 17 * MINUTE);
    const whole = demoSchedule(channel, from, to);
    const first = demoSchedule(channel, from, middle);
    const rest = demoSchedule(channel, first.at(-1)!.stop, to);
    expect([...first, ...rest]).toEqual(whole);
    expect(demoSchedule(channel, from, to)).toEqual(whole);
  });

  it('gives each channel a schedule of its own', () => {
    const [a, b] = DEMO_CHANNELS.filter((channel) => channel.kind === 'films');
    const titles = (channel: DemoChannel) =>
      demoSchedule(channel, from, to).map((programme) => programme.title);
    expect(titles(a!)).not.toEqual(titles(b!));
  });

  it('returns only the programmes overlapping the stretch', () => {
    const programmes = demoSchedule(channelOf('music'), now, new Date(now.getTime() + 1));
    expect(programmes).toHaveLength(1);
    expect(programmes[0]!.start.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(programmes[0]!.stop.getTime()).toBeGreaterThan(now.getTime());
  });
});

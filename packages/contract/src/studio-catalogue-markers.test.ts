import { describe, expect, it } from 'vitest';
import { issuesByField } from './issues.js';
import { episodeBodySchema, filmBodySchema, showBodySchema } from './studio-catalogue-fields.js';
import { clockSeconds, clockText, markersOfBody } from './studio-catalogue-markers.js';

const shared = {
  title: 'Harbour',
  description: '',
  year: 2024,
  genre_ids: [],
  show_type_ids: [],
  actors: [],
  parental_code: null,
  require_pin: false,
  censorship_allowed: false,
  trailer_url: null,
};
const film = { ...shared, runtime: 23 };
const errorsOf = (result: ReturnType<typeof filmBodySchema.safeParse>) =>
  result.success ? {} : issuesByField(result.error);

describe("a title's skip markers in the studio's bodies", () => {
  it('take an intro, a recap and credits in seconds, and keep the parts set', () => {
    const markers = {
      intro: { start: 0, end: 62.5 },
      recap: null,
      credits: { start: 1300, end: 1380 },
    };
    const parsed = filmBodySchema.parse({ ...film, markers });
    expect(markersOfBody(parsed.markers!)).toEqual({
      intro: { start: 0, end: 62.5 },
      credits: { start: 1300, end: 1380 },
    });
  });

  it('name the end that does not come after its start, and a time left out', () => {
    const result = filmBodySchema.safeParse({
      ...film,
      markers: { intro: { start: 90, end: 30 }, recap: { start: 5, end: null } },
    });
    expect(errorsOf(result)).toEqual({
      'markers[intro][end]': ['Must be after the start'],
      'markers[recap][end]': ['Give the start and the end, or neither'],
    });
  });

  it('refuse a time that is not seconds from 0 to 24 hours', () => {
    const result = filmBodySchema.safeParse({
      ...film,
      markers: { intro: { start: -1, end: '1:30' } },
    });
    expect(errorsOf(result)['markers[intro][start]']).toHaveLength(1);
    expect(errorsOf(result)['markers[intro][end]']).toEqual([
      'Must be a time as m:ss, h:mm:ss or seconds, up to 24 hours',
    ]);
  });

  it("refuse credits past the runtime, up to half a minute's rounding", () => {
    const at = (end: number) =>
      episodeBodySchema.safeParse({
        ...film,
        episode_number: 2,
        markers: { credits: { start: 1300, end } },
      });
    expect(at(23 * 60 + 30).success).toBe(true);
    expect(errorsOf(at(23 * 60 + 31))).toEqual({
      'markers[credits][end]': ["Must be within the title's runtime"],
    });
    expect(
      filmBodySchema.safeParse({
        ...film,
        runtime: null,
        markers: { credits: { start: 1300, end: 9000 } },
      }).success,
    ).toBe(true);
  });

  it("give a show an intro and a recap, but no credits: those are each episode's", () => {
    const show = { ...shared, writers: [] };
    expect(
      showBodySchema.safeParse({ ...show, markers: { intro: { start: 0, end: 40 } } }).success,
    ).toBe(true);
    const credits = showBodySchema.safeParse({
      ...show,
      markers: { credits: { start: 1, end: 9 } },
    });
    expect(credits.success).toBe(false);
  });

  it('leave markers out of a body that does not give them', () => {
    expect(filmBodySchema.parse(film).markers).toBeUndefined();
  });
});

describe('clockSeconds and clockText', () => {
  it('read seconds, m:ss and h:mm:ss, and nothing else', () => {
    expect(clockSeconds('75')).toBe(75);
    expect(clockSeconds(' 62.5 ')).toBe(62.5);
    expect(clockSeconds('1:15')).toBe(75);
    expect(clockSeconds('21:40')).toBe(1300);
    expect(clockSeconds('1:01:15')).toBe(3675);
    expect(clockSeconds('0:05.5')).toBe(5.5);
    for (const text of ['', '1:75', '1:5', '1:60:00', '-3', 'soon', '1:2:3:4']) {
      expect(clockSeconds(text), text).toBeNull();
    }
  });

  it('write m:ss, and h:mm:ss from an hour, which read back the same', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(75)).toBe('1:15');
    expect(clockText(5.5)).toBe('0:05.5');
    expect(clockText(3675)).toBe('1:01:15');
    for (const seconds of [0, 9, 62.5, 1300, 3675, 86_400]) {
      expect(clockSeconds(clockText(seconds))).toBe(seconds);
    }
  });
});

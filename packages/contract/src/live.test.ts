import { describe, expect, it } from 'vitest';
import { describeIssues, issuesByField } from './issues.js';
import {
  addReminderBodySchema,
  GUIDE_WINDOW_MAX_SECONDS,
  guideIndexQuerySchema,
  guideListQuerySchema,
} from './live.js';
import { parseBracketQuery } from './query.js';

describe('guide queries', () => {
  const start = 1_700_000_000;

  it('/epgs/list takes a channel and a window', () => {
    expect(
      guideListQuerySchema.parse(
        parseBracketQuery({
          'filter[channel_id]': '4',
          'filter[start]': String(start),
          'filter[end]': String(start + 3600),
        }),
      ),
    ).toEqual({ filter: { channel_id: 4, start, end: start + 3600 } });
  });

  it('needs the window and says so', () => {
    expect(describeIssues(guideListQuerySchema.safeParse({}).error!)).toBe(
      'filter: filter[channel_id], filter[start] and filter[end] are required',
    );
  });

  it('refuses backwards and over-long windows', () => {
    const window = (end: number) => ({ filter: { start: String(start), end: String(end) } });
    expect(issuesByField(guideIndexQuerySchema.safeParse(window(start)).error!)).toEqual({
      'filter[end]': ['end must be after start'],
    });
    expect(
      issuesByField(
        guideIndexQuerySchema.safeParse(window(start + GUIDE_WINDOW_MAX_SECONDS + 1)).error!,
      ),
    ).toEqual({ 'filter[end]': ['the window must be 8 days or shorter'] });
    expect(guideIndexQuerySchema.safeParse(window(start + GUIDE_WINDOW_MAX_SECONDS)).success).toBe(
      true,
    );
  });

  it('/epgs/index pages channels and filters them', () => {
    expect(
      guideIndexQuerySchema.parse(
        parseBracketQuery({
          page: '1',
          limit: '50',
          'filter[start]': String(start),
          'filter[end]': String(start + 7200),
          'filter[category_id]': '3',
        }),
      ),
    ).toEqual({ page: 1, limit: 50, filter: { start, end: start + 7200, category_id: 3 } });
  });

  it('/epgs/index narrows to the caller’s favourites with filter[favorites]=1', () => {
    const query = (favorites: string) =>
      guideIndexQuerySchema.safeParse(
        parseBracketQuery({
          'filter[start]': String(start),
          'filter[end]': String(start + 7200),
          'filter[favorites]': favorites,
        }),
      );
    expect(query('1').data?.filter.favorites).toBe(true);
    expect(query('0').data?.filter.favorites).toBe(false);
    expect(issuesByField(query('yes').error!)).toEqual({ 'filter[favorites]': ['must be 0 or 1'] });
  });
});

describe('reminders', () => {
  it('default to 5 minutes before the start', () => {
    expect(addReminderBodySchema.parse({ epg_programme_id: 9 })).toEqual({
      epg_programme_id: 9,
      minutes_before: 5,
    });
    expect(
      addReminderBodySchema.safeParse({ epg_programme_id: 9, minutes_before: -1 }).success,
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { trackBodySchema, ANALYTICS_BATCH_MAX } from './analytics.js';
import { describeIssues } from './issues.js';
import { staticPageSchema, pagesCalls } from './pages.js';

const event = { name: 'ad_click', occurred_at: '2026-11-22T10:00:00.000Z', properties: {} };

describe('analytics events', () => {
  it('accepts the spec events with flat properties', () => {
    const body = {
      events: [{ ...event, name: 'single_movie_view', properties: { id: 3, title: 'Heat' } }],
    };
    expect(trackBodySchema.parse(body)).toEqual(body);
  });

  it('refuses unknown names, nested properties and oversized batches with a reason', () => {
    expect(
      describeIssues(
        trackBodySchema.safeParse({ events: [{ ...event, name: 'page_view' }] }).error!,
      ),
    ).toMatch(/^events\[0\]\[name\]: name must be one of single_movie_view/);
    expect(
      trackBodySchema.safeParse({ events: [{ ...event, properties: { a: { b: 1 } } }] }).success,
    ).toBe(false);
    const batch = Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => event);
    expect(describeIssues(trackBodySchema.safeParse({ events: batch }).error!)).toBe(
      `events: events may hold at most ${ANALYTICS_BATCH_MAX}`,
    );
    expect(describeIssues(trackBodySchema.safeParse({ events: [] }).error!)).toBe(
      'events: events must hold at least one event',
    );
  });
});

describe('static pages', () => {
  it('take hyphenated lower-case slugs only', () => {
    expect(pagesCalls.get.params.safeParse({ slug: 'terms-of-use' }).success).toBe(true);
    expect(pagesCalls.get.params.safeParse({ slug: '../etc' }).success).toBe(false);
    expect(pagesCalls.get.params.safeParse({ slug: 'Terms' }).success).toBe(false);
  });

  it('carry a title and a plain-text body', () => {
    const page = { slug: 'about', title: 'About', body: 'One.\n\nTwo.', updated_at: 'x' };
    expect(staticPageSchema.parse(page)).toEqual(page);
  });
});

import { describe, expect, it } from 'vitest';
import { markersFromChapters } from './chapter-markers.js';

const chapter = (title: string, start: string | number, end: string | number) => ({
  start_time: start,
  end_time: end,
  tags: { title },
});

describe('markersFromChapters', () => {
  it('takes the intro, the recap and the credits from chapters named for them', () => {
    expect(
      markersFromChapters([
        chapter('Previously on…', '0.000000', '41.5'),
        chapter('Opening Credits', '41.500000', '95.000000'),
        chapter('Chapter 2', '95.000000', '1300.000000'),
        chapter(' END CREDITS ', '1300.000000', '1380.000000'),
      ]),
    ).toEqual({
      recap: { start: 0, end: 41.5 },
      intro: { start: 41.5, end: 95 },
      credits: { start: 1300, end: 1380 },
    });
  });

  it('keeps the first chapter of a part, and skips ones that are empty or unnamed', () => {
    expect(
      markersFromChapters([
        chapter('Intro', 10, 10),
        { start_time: '0', end_time: '5' },
        chapter('Intro', '12', '40'),
        chapter('Intro', '50', '70'),
        chapter('Credits', 'n/a', '90'),
      ]),
    ).toEqual({ intro: { start: 12, end: 40 } });
  });

  it('finds nothing in a file without such chapters', () => {
    expect(markersFromChapters(undefined)).toEqual({});
    expect(markersFromChapters([chapter('Chapter 1', 0, 600)])).toEqual({});
    expect(markersFromChapters([chapter('Introducing the cast', 0, 60)])).toEqual({});
  });
});

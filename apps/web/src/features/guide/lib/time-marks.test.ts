import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeMarks } from './time-marks';

const seconds = (date: Date) => date.getTime() / 1000;

describe('timeMarks', () => {
  const previousZone = process.env.TZ;
  afterAll(() => {
    process.env.TZ = previousZone;
  });

  describe('in Lisbon', () => {
    beforeAll(() => {
      process.env.TZ = 'Europe/Lisbon';
    });

    it('marks every half hour of local time from the first one in the span, midnights flagged', () => {
      const marks = timeMarks(
        seconds(new Date(2025, 5, 15, 23, 10)),
        seconds(new Date(2025, 5, 16, 1, 0)),
      );
      expect(marks.map((mark) => new Date(mark.time * 1000).toTimeString().slice(0, 5))).toEqual([
        '23:30',
        '00:00',
        '00:30',
      ]);
      expect(marks.map((mark) => mark.midnight)).toEqual([false, true, false]);
    });
  });

  describe('in Kathmandu, 45 minutes off the hour of UTC', () => {
    beforeAll(() => {
      process.env.TZ = 'Asia/Kathmandu';
    });

    it('puts the marks on the local half hours', () => {
      const marks = timeMarks(
        seconds(new Date(2025, 5, 15, 9, 5)),
        seconds(new Date(2025, 5, 15, 10, 31)),
      );
      expect(marks.map((mark) => new Date(mark.time * 1000).toTimeString().slice(0, 5))).toEqual([
        '09:30',
        '10:00',
        '10:30',
      ]);
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  codesWithin,
  isFinished,
  maturityAge,
  titleMarkersSchema,
  withinCeiling,
} from './household.js';

describe('maturity ceilings', () => {
  it('lets a PG kids profile see G and PG, in any letter case, and nothing rated higher', () => {
    expect(withinCeiling('G', 'PG')).toBe(true);
    expect(withinCeiling('pg', 'PG')).toBe(true);
    expect(withinCeiling('PG-13', 'PG')).toBe(false);
    expect(withinCeiling('R', 'PG')).toBe(false);
    expect(withinCeiling('18', 'PG-13')).toBe(false);
  });

  it('keeps titles with no rating or a rating it does not know from kids profiles', () => {
    expect(withinCeiling(null, 'PG-13')).toBe(false);
    expect(withinCeiling('', 'PG-13')).toBe(false);
    expect(withinCeiling('Unrated', 'PG-13')).toBe(false);
  });

  it('reads plain ages, with or without a plus', () => {
    expect(maturityAge('12')).toBe(12);
    expect(maturityAge('16+')).toBe(16);
    expect(withinCeiling('12', 'PG-13')).toBe(true);
    expect(withinCeiling('16', 'PG-13')).toBe(false);
  });

  it('lists every code within a ceiling, upper-cased, for the server’s queries', () => {
    const codes = codesWithin('G');
    expect(codes).toEqual(expect.arrayContaining(['G', 'TV-Y', 'TV-G', '0', '0+']));
    expect(codes).not.toContain('PG');
    expect(codesWithin('PG-13')).toEqual(expect.arrayContaining(['PG', 'PG-13', '13', 'TV-Y7']));
    expect(codesWithin('PG-13')).not.toContain('14');
  });
});

describe('title markers', () => {
  it('takes a part whose end comes after its start and refuses one that does not', () => {
    expect(titleMarkersSchema.safeParse({ intro: { start: 5, end: 40 } }).success).toBe(true);
    expect(titleMarkersSchema.safeParse({ intro: { start: 40, end: 5 } }).success).toBe(false);
    expect(titleMarkersSchema.safeParse({ credits: { start: -1, end: 5 } }).success).toBe(false);
  });
});

describe('finished titles', () => {
  it('counts a title as watched once its credits start, or at 95 % without credits', () => {
    const credits = { credits: { start: 1300, end: 1380 } };
    expect(isFinished(1299, 1380, credits)).toBe(false);
    expect(isFinished(1300, 1380, credits)).toBe(true);
    expect(isFinished(1310, 1380)).toBe(false); // 94.9 %
    expect(isFinished(1311, 1380)).toBe(true); // 95 %
  });
});

import { describe, expect, it } from 'vitest';
import { makeProgramme } from '@/test/channel-fixtures';
import { nowAndNext, programmeProgress } from './now-next';

const base = Date.UTC(2026, 10, 20, 18, 0) / 1000;
const programme = (id: number, startMinutes: number, endMinutes: number) =>
  makeProgramme(id, (base + startMinutes * 60) * 1000, (base + endMinutes * 60) * 1000);
// 18:00–18:30 news, 18:30–19:30 film, 19:30–20:00 quiz; given out of order.
const news = programme(1, 0, 30);
const film = programme(2, 30, 90);
const quiz = programme(3, 90, 120);
const guide = [quiz, news, film];
const at = (minutes: number) => (base + minutes * 60) * 1000;

describe('nowAndNext', () => {
  it('gives the programme on air and the one after it', () => {
    expect(nowAndNext(guide, at(45))).toEqual({ now: film, next: quiz });
  });

  it('counts a programme from its first second to just before its end', () => {
    expect(nowAndNext(guide, at(30))).toEqual({ now: film, next: quiz });
    expect(nowAndNext(guide, at(90))).toEqual({ now: quiz, next: null });
  });

  it('has nothing on air in a gap of the guide, and the next programme still', () => {
    expect(nowAndNext([news, quiz], at(60))).toEqual({ now: null, next: quiz });
  });
});

describe('programmeProgress', () => {
  it('is 0.25 fifteen minutes into an hour-long programme', () => {
    expect(programmeProgress(film, at(45))).toBe(0.25);
  });

  it('stays between 0 and 1 outside the programme', () => {
    expect(programmeProgress(film, at(10))).toBe(0);
    expect(programmeProgress(film, at(100))).toBe(1);
  });
});

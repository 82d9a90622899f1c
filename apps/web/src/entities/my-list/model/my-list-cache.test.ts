import { describe, expect, it } from 'vitest';
import { isInList, isListable, withTitle, type MyListTitle } from './my-list-cache';

const cover = { medium_ar: '/p.svg', preview_ar: '/b.svg' };
const film: MyListTitle = { id: 3, type: 0, title: 'Harbour at Midnight', cover };
const show: MyListTitle = { id: 3, type: 2, title: 'The Brandts', cover };
const other: MyListTitle = { id: 8, type: 0, title: 'Falling Letter', cover };

describe('My List rules', () => {
  it('lists films (type 0) and shows (type 2), never episodes or channels', () => {
    expect([0, 1, 2, 3, undefined].map((type) => isListable({ type }))).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('tells a film from a show of the same id', () => {
    expect(isInList([film], film)).toBe(true);
    expect(isInList([film], show)).toBe(false);
    expect(isInList(undefined, film)).toBe(false);
  });

  it('puts an added title first, as the list is ordered newest first, and once only', () => {
    expect(withTitle([other, film], film, true)).toEqual([film, other]);
    expect(withTitle([other], show, true)).toEqual([show, other]);
  });

  it('takes a removed title out and leaves the rest in order', () => {
    expect(withTitle([show, film, other], film, false)).toEqual([show, other]);
  });
});

import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, tagJson } from './cache-policy.js';

describe('tagJson', () => {
  it('serialises the value and names it with a weak tag', () => {
    const tagged = tagJson({ status: 1, data: { app_name: 'Marquee' } });
    expect(tagged.body).toBe('{"status":1,"data":{"app_name":"Marquee"}}');
    expect(tagged.etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
  });

  it('gives equal answers the same tag and a changed answer another', () => {
    const a = tagJson({ status: 1, data: ['en', 'pt'] });
    const b = tagJson({ status: 1, data: ['en', 'pt'] });
    const c = tagJson({ status: 1, data: ['en', 'pt', 'pt_BR'] });
    expect(b.etag).toBe(a.etag);
    expect(c.etag).not.toBe(a.etag);
  });
});

describe('ifNoneMatchHits', () => {
  const etag = 'W/"abc"';

  it.each([
    ['the same weak tag', 'W/"abc"'],
    ['the strong form of the tag (weak comparison)', '"abc"'],
    ['the tag within a list', '"zzz", W/"abc" ,"yyy"'],
    ['the wildcard', '*'],
  ])('hits %s', (_name, header) => {
    expect(ifNoneMatchHits(header, etag)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another tag', 'W/"abd"'],
    ['the tag without quotes', 'abc'],
    ['a prefix of the tag', 'W/"ab'],
    ['garbage', '\u0000;;,,W/W/'],
    ['only commas and spaces', ' , ,'],
  ])('misses %s', (_name, header) => {
    expect(ifNoneMatchHits(header, etag)).toBe(false);
  });
});

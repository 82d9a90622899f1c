import { describe, expect, it } from 'vitest';
import {
  KEPT_PAGES,
  cacheNamesOf,
  pageKeyOf,
  pagesToForget,
  routeOf,
  staleCaches,
} from './worker-routes';

const ORIGIN = 'https://watch.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('which requests the worker may answer from its cache', () => {
  it.each([
    '/api/composer/configuration/web',
    '/api',
    '/api/vods/list?filter[type]=0',
    '/media/vod/12/master.m3u8',
    '/media/art/brand/logo-small.svg',
    '/socket.io/?EIO=4&transport=polling',
    '/manifest.webmanifest',
    '/app-icons/icon-192.png?v=abc',
    '/sw.js',
    '/favicon.svg',
  ])('leaves %s to the network', (path) => {
    expect(routeOf(get(path), ORIGIN)).toBe('network');
    expect(routeOf(get(path, 'navigate'), ORIGIN)).toBe('network');
  });

  it.each(['/', '/login', '/movies/12', '/movies/12?play', '/account/info'])(
    'answers the page %s from the cache first',
    (path) => {
      expect(routeOf(get(path, 'navigate'), ORIGIN)).toBe('page');
    },
  );

  it('answers the build’s hashed files from the cache first', () => {
    expect(routeOf(get('/assets/index-3f2a.js'), ORIGIN)).toBe('asset');
    expect(routeOf(get('/assets/app-1b2c.css'), ORIGIN)).toBe('asset');
  });

  it('leaves a fetch of a page’s address that is not a navigation to the network', () => {
    expect(routeOf(get('/login'), ORIGIN)).toBe('network');
  });

  it('leaves anything but GET, and other origins, to the network', () => {
    expect(routeOf({ ...get('/assets/index-3f2a.js'), method: 'POST' }, ORIGIN)).toBe('network');
    expect(routeOf({ method: 'POST', url: `${ORIGIN}/login`, mode: 'navigate' }, ORIGIN)).toBe(
      'network',
    );
    expect(
      routeOf({ method: 'GET', url: 'https://cdn.example/assets/x-1.js', mode: 'cors' }, ORIGIN),
    ).toBe('network');
  });

  it('does not take /apis or /media-kit for the server’s own paths', () => {
    expect(routeOf(get('/apis', 'navigate'), ORIGIN)).toBe('page');
    expect(routeOf(get('/media-kit', 'navigate'), ORIGIN)).toBe('page');
  });
});

describe('kept pages', () => {
  it('are kept by path, whatever the query', () => {
    expect(pageKeyOf(`${ORIGIN}/movies/12?play`)).toBe(`${ORIGIN}/movies/12`);
    expect(pageKeyOf(`${ORIGIN}/movies/12#top`)).toBe(`${ORIGIN}/movies/12`);
  });

  it(`are at most ${KEPT_PAGES}: the oldest go first`, () => {
    const keys = Array.from({ length: KEPT_PAGES + 3 }, (_, index) => index);
    expect(pagesToForget(keys)).toEqual([0, 1, 2]);
    expect(pagesToForget(keys.slice(0, KEPT_PAGES))).toEqual([]);
  });
});

describe('caches of other versions', () => {
  it('are deleted on activation; this version’s and other sites’ caches stay', () => {
    const current = Object.values(cacheNamesOf('v2'));
    const names = [...current, ...Object.values(cacheNamesOf('v1')), 'someone-elses-cache'];
    expect(staleCaches(names, 'v2')).toEqual(['marquee-precache-v1', 'marquee-pages-v1']);
  });
});

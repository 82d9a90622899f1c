import { describe, expect, it } from 'vitest';
import { matchRoute } from './web-document.js';

describe('matching a path to a route of the hints', () => {
  it('matches static and :param segments and reads the parameters', () => {
    expect(matchRoute('/movies/:id', '/movies/12')).toEqual({
      path: '/movies/:id',
      params: { id: '12' },
    });
    expect(matchRoute('/', '/')).toEqual({ path: '/', params: {} });
    expect(matchRoute('/login', '/login/')).toEqual({ path: '/login', params: {} });
  });

  it('does not match a path of another length or another static segment', () => {
    expect(matchRoute('/movies/:id', '/movies')).toBeNull();
    expect(matchRoute('/movies/:id', '/movies/12/cast')).toBeNull();
    expect(matchRoute('/tv-shows/:id', '/movies/12')).toBeNull();
  });
});

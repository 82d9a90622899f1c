import { describe, expect, it } from 'vitest';
import { leaveDestination, type LeaveContext } from './leave-destination';

const context = (overrides: Partial<LeaveContext>): LeaveContext => ({
  playerSize: 'maximize',
  currentUrl: '/movies/3?play',
  openedAt: '/movies/3?play',
  originRoute: '/movies/3',
  item: { type: 0, multi_event_vod_id: null },
  canGoBack: true,
  ...overrides,
});

describe('leaveDestination (Escape rules of access §2)', () => {
  it('1. a minimised player on another page just closes', () => {
    expect(leaveDestination(context({ playerSize: 'minimize', currentUrl: '/search' }))).toEqual({
      kind: 'close',
    });
  });

  it('2. returns to the origin route, stepping back when the player entry follows it', () => {
    expect(leaveDestination(context({}))).toEqual({ kind: 'back' });
    expect(leaveDestination(context({ canGoBack: false }))).toEqual({
      kind: 'navigate',
      to: '/movies/3',
    });
    expect(leaveDestination(context({ playerSize: 'minimize' }))).toEqual({ kind: 'back' });
  });

  it('2. from another page (a maximised player re-opened there), goes to the origin route', () => {
    expect(leaveDestination(context({ currentUrl: '/search' }))).toEqual({
      kind: 'navigate',
      to: '/movies/3',
    });
  });

  it('3. without an origin, an episode goes to its show', () => {
    expect(
      leaveDestination(context({ originRoute: null, item: { type: 1, multi_event_vod_id: 2 } })),
    ).toEqual({ kind: 'navigate', to: '/tv-shows/2' });
  });

  it('4. otherwise to the previous page, or home', () => {
    expect(leaveDestination(context({ originRoute: null }))).toEqual({ kind: 'back' });
    expect(leaveDestination(context({ originRoute: null, canGoBack: false }))).toEqual({
      kind: 'navigate',
      to: '/',
    });
  });
});

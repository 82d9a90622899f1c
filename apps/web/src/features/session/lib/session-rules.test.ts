import { describe, expect, it } from 'vitest';
import { api } from '@marquee/contract';
import { sessionActionFor } from './session-rules';

describe('sessionActionFor', () => {
  it('logs out on status 2 (session problem)', () => {
    expect(sessionActionFor({ status: 2, endpoint: api.vod.list })).toBe('log-out');
  });

  it('logs out on status -1 until the silent re-login exists', () => {
    expect(sessionActionFor({ status: -1, endpoint: api.account.authorize })).toBe('log-out');
  });

  it('does nothing for OK and plain failures', () => {
    expect(sessionActionFor({ status: 1, endpoint: api.vod.list })).toBeNull();
    expect(sessionActionFor({ status: 0, endpoint: api.vod.list })).toBeNull();
  });

  it('leaves the login call alone: its failures belong to the form', () => {
    expect(sessionActionFor({ status: 2, endpoint: api.account.login })).toBeNull();
  });
});

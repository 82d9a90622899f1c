import { describe, expect, it } from 'vitest';
import { api } from '@marquee/contract';
import { makeUser } from '@/test/fixtures';
import {
  SESSION_RECHECK_THROTTLE_MS,
  reloginBodyOf,
  sessionActionFor,
  shouldForceLogout,
  shouldWarnAbout,
  throttleAllows,
} from './session-rules';

describe('sessionActionFor', () => {
  it('treats status 2 as a session problem', () => {
    expect(sessionActionFor({ status: 2, endpoint: api.vod.list })).toBe('session-problem');
    expect(sessionActionFor({ status: 2, endpoint: api.account.authorize })).toBe(
      'session-problem',
    );
  });

  it('asks for a silent re-login on status -1', () => {
    expect(sessionActionFor({ status: -1, endpoint: api.vod.list })).toBe('relogin');
  });

  it('does nothing for OK and plain failures', () => {
    expect(sessionActionFor({ status: 1, endpoint: api.vod.list })).toBeNull();
    expect(sessionActionFor({ status: 0, endpoint: api.vod.list })).toBeNull();
  });

  it('leaves login, re-login and the device-token probe alone', () => {
    expect(sessionActionFor({ status: 2, endpoint: api.account.login })).toBeNull();
    expect(sessionActionFor({ status: -1, endpoint: api.account.relogin })).toBeNull();
    expect(sessionActionFor({ status: 2, endpoint: api.account.checkDeviceToken })).toBeNull();
  });
});

describe('shouldWarnAbout', () => {
  it('warns with the server message unless it is OK', () => {
    expect(shouldWarnAbout('Your session has ended.')).toBe(true);
    expect(shouldWarnAbout('OK')).toBe(false);
    expect(shouldWarnAbout(' ok ')).toBe(false);
  });

  it('has nothing to say without a message', () => {
    expect(shouldWarnAbout(undefined)).toBe(false);
    expect(shouldWarnAbout('  ')).toBe(false);
  });
});

describe('throttleAllows (session re-check, 4 s)', () => {
  it('is 4 seconds, as the spec says', () => {
    expect(SESSION_RECHECK_THROTTLE_MS).toBe(4000);
  });

  it('allows the first run', () => {
    expect(throttleAllows(null, 1_000)).toBe(true);
  });

  it('refuses within 4 s of the last run and allows again at 4 s', () => {
    expect(throttleAllows(10_000, 10_000)).toBe(false);
    expect(throttleAllows(10_000, 13_999)).toBe(false);
    expect(throttleAllows(10_000, 14_000)).toBe(true);
    expect(throttleAllows(10_000, 20_000)).toBe(true);
  });
});

describe('shouldForceLogout', () => {
  it('logs out on force-logout unless a re-login is pending', () => {
    expect(shouldForceLogout(false)).toBe(true);
    expect(shouldForceLogout(true)).toBe(false);
  });
});

describe('reloginBodyOf', () => {
  it('sends the device UID and the stored re-login key', () => {
    expect(reloginBodyOf(makeUser({ uid: 'uid-9', relogin_key: 'key-1' }))).toEqual({
      uid: 'uid-9',
      relogin_key: 'key-1',
    });
  });

  it('cannot re-login without a key or a user', () => {
    expect(reloginBodyOf(makeUser())).toBeNull();
    expect(reloginBodyOf(null)).toBeNull();
    expect(reloginBodyOf(false)).toBeNull();
  });
});

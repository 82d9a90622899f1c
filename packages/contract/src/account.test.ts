import { describe, expect, it } from 'vitest';
import { loginDataSchema, reloginBodySchema } from './account.js';
import { describeIssues } from './issues.js';

describe('silent re-login', () => {
  it('takes the device UID and its re-login key, nothing else', () => {
    expect(reloginBodySchema.parse({ uid: ' web-1 ', relogin_key: 'k' })).toEqual({
      uid: 'web-1',
      relogin_key: 'k',
    });
    expect(describeIssues(reloginBodySchema.safeParse({ uid: 'web-1' }).error!)).toBe(
      'relogin_key: Re-login key required',
    );
    expect(reloginBodySchema.safeParse({ uid: 'a', relogin_key: 'k', password: 'x' }).success).toBe(
      false,
    );
  });

  it('lets login data carry the key, and still parse without it', () => {
    expect(loginDataSchema.shape.relogin_key.safeParse(undefined).success).toBe(true);
  });
});

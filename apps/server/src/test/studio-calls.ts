// Test helpers: the studio's calls as a console makes them.
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { OperatorRole, StudioLoginResult, StudioSession } from '@marquee/contract';
import { addOperator } from '../modules/studio/operators/index.js';
import type { TestApp } from './test-app.js';

/** The headers of a studio call with this operator token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The studio's calls on a test server. */
export function studioCalls(t: TestApp) {
  const login = (email: string, password: string, remoteAddress = '10.9.0.1') =>
    t.call({
      method: 'POST',
      url: '/api/studio/session',
      body: { email, password },
      remoteAddress,
    });
  return {
    login,
    /** A session for these credentials; throws when login refuses or asks a second factor. */
    async session(email: string, password: string): Promise<StudioSession> {
      const response = await login(email, password);
      const data = response.json<{ data?: StudioLoginResult }>().data;
      if (!data || !('token' in data)) throw new Error(`studio login failed: ${response.body}`);
      return data;
    },
    /** A new operator of `role`, its one-time password changed, and its session's token. */
    newOperator: async (email: string, role: OperatorRole): Promise<string> =>
      (await operatorOfRole(t, role, email)).token,
    /** The second step of a login with TOTP on. */
    secondFactor: (challenge: string, code: string, remoteAddress = '10.9.0.1') =>
      t.call({
        method: 'POST',
        url: '/api/studio/session/second-factor',
        body: { challenge, code },
        remoteAddress,
      }),
    startTotp: (token: string) =>
      t.call({ method: 'POST', url: '/api/studio/me/totp', headers: bearer(token) }),
    confirmTotp: (token: string, code: string) =>
      t.call({
        method: 'POST',
        url: '/api/studio/me/totp/confirm',
        headers: bearer(token),
        body: { code },
      }),
    disableTotp: (token: string, password: string) =>
      t.call({
        method: 'DELETE',
        url: '/api/studio/me/totp',
        headers: bearer(token),
        body: { password },
      }),
    renewRecoveryCodes: (token: string, password: string) =>
      t.call({
        method: 'POST',
        url: '/api/studio/me/recovery-codes',
        headers: bearer(token),
        body: { password },
      }),
    me: (token: string): Promise<LightMyRequestResponse> =>
      t.call({ url: '/api/studio/me', headers: bearer(token) }),
    logout: (token: string) =>
      t.call({ method: 'DELETE', url: '/api/studio/session', headers: bearer(token) }),
    changePassword: (token: string, current: string, next: string) =>
      t.call({
        method: 'POST',
        url: '/api/studio/me/password',
        headers: bearer(token),
        body: { current, new: next },
      }),
  };
}

/** A session of a new operator with this role, its one-time password already changed. */
export async function operatorOfRole(
  t: TestApp,
  role: OperatorRole,
  email = `${role}.${randomBytes(4).toString('hex')}@marquee.local`,
): Promise<StudioSession> {
  const studio = studioCalls(t);
  const { password } = await addOperator(t.database.db, email, role);
  const first = await studio.session(email, password);
  await studio.changePassword(first.token, password, `${role} at work`);
  return studio.session(email, `${role} at work`);
}

/** A studio call as the refusal checks make it. */
export type StudioAttempt = Omit<Parameters<TestApp['call']>[0], 'headers' | 'token'>;

/**
 * Expects every attempt refused to those without an operator session: 401 naming
 * studioNotLoggedIn without a token, and 401 or 403 with a subscriber's `subscriberToken`.
 */
export async function expectRefusedWithoutStudioSession(
  t: TestApp,
  attempts: readonly StudioAttempt[],
  subscriberToken: string,
): Promise<void> {
  for (const attempt of attempts) {
    const anonymous = await t.call(attempt);
    expect(anonymous.statusCode, attempt.url).toBe(401);
    expect(anonymous.json<{ notice?: unknown }>().notice, attempt.url).toEqual({
      key: 'studioNotLoggedIn',
    });
    const asSubscriber = await t.call({ ...attempt, headers: bearer(subscriberToken) });
    expect([401, 403], attempt.url).toContain(asSubscriber.statusCode);
  }
}

/** Expects every attempt refused to an operator of `role` with 403 naming that role. */
export async function expectRefusedToRole(
  t: TestApp,
  attempts: readonly StudioAttempt[],
  operatorToken: string,
  role: OperatorRole,
): Promise<void> {
  for (const attempt of attempts) {
    const refused = await t.call({ ...attempt, headers: bearer(operatorToken) });
    expect(refused.statusCode, `${attempt.method ?? 'GET'} ${attempt.url}`).toBe(403);
    expect(refused.json<{ notice?: unknown }>().notice, attempt.url).toEqual({
      key: 'studioRoleRefused',
      params: { role },
    });
  }
}

// Test helpers: the studio's calls as a console makes them.
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
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

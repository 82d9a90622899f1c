// Test helpers: the studio's calls as a console makes them.
import type { LightMyRequestResponse } from 'fastify';
import type { OperatorRole, StudioSession } from '@marquee/contract';
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
    /** A session for these credentials; throws when login refuses. */
    async session(email: string, password: string): Promise<StudioSession> {
      const response = await login(email, password);
      if (response.statusCode !== 200) throw new Error(`studio login failed: ${response.body}`);
      return response.json<{ data: StudioSession }>().data;
    },
    /** A new operator of `role`, its one-time password changed, and its session's token. */
    async newOperator(email: string, role: OperatorRole): Promise<string> {
      const { password } = await addOperator(t.database.db, email, role);
      const first = await this.session(email, password);
      await this.changePassword(first.token, password, `${role} password`);
      return first.token;
    },
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

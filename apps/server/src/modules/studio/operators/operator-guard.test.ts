import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { Header, Status, endpoint, studioApi, type Endpoint } from '@marquee/contract';
import { HOUR, MINUTE } from '../../../clock.js';
import { operators } from '../../../db/schema.js';
import { registerGuardedCall } from '../../../http/route.js';
import { bearer, studioCalls } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addOperator, DEMO_OPERATOR } from './index.js';
import { seedDemoOperators } from './operator-accounts.js';
import { createOperatorGuard } from './operator-guard.js';
import { createOperatorRepository } from './operator-repository.js';

/** A test-only studio call that owners and editors may make, not support. */
const probe = endpoint({
  method: 'GET',
  path: '/studio-probe',
  auth: 'operator',
  response: z.object({ role: z.string() }),
});

let t: TestApp;
let studio: ReturnType<typeof studioCalls>;
beforeAll(async () => {
  t = await createTestApp();
  studio = studioCalls(t);
  await seedDemoOperators(t.database.db);
  const guard = createOperatorGuard(createOperatorRepository(t.database.db), () => t.now());
  registerGuardedCall(
    t.app,
    probe,
    { validateResponse: true },
    guard.requireOperator('owner', 'editor'),
    ({ session }) => ({ role: session.operator.role }),
  );
});
afterAll(() => t.close());

/** Every studio call that needs an operator, with a body that would pass. */
const guarded = Object.values(studioApi as Record<string, Endpoint>).filter(
  (call) => call.auth === 'operator',
);
const callWith = (call: Endpoint, headers: Record<string, string>) =>
  t.call({
    method: call.method,
    url: `/api${call.path}`,
    headers,
    ...(call.method === 'POST' ? { body: { current: 'marquee', new: 'another one' } } : {}),
  });

describe('the studio calls', () => {
  it('answer 401 without an operator token', async () => {
    expect(guarded.length).toBeGreaterThanOrEqual(3);
    for (const call of guarded) {
      const response = await callWith(call, {});
      expect(response.statusCode, call.path).toBe(401);
      expect(response.json(), call.path).toMatchObject({
        status: Status.session,
        notice: { key: 'studioNotLoggedIn' },
      });
    }
  });

  it("answer 401 to a subscriber's token, as Token or as Bearer", async () => {
    const subscriber = await t.login();
    for (const call of guarded) {
      const asToken = await callWith(call, { [Header.token]: subscriber.token });
      expect(asToken.json().notice, call.path).toEqual({ key: 'studioNotLoggedIn' });
      const asBearer = await callWith(call, bearer(subscriber.token));
      expect(asBearer.statusCode, call.path).toBe(401);
      expect(asBearer.json().notice, call.path).toEqual({ key: 'studioSessionEnded' });
    }
  });

  it('end a session unused for 12 hours, and any session 7 days after its login', async () => {
    const idle = await studio.session(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    t.advance(11 * HOUR);
    expect((await studio.me(idle.token)).statusCode).toBe(200);
    t.advance(12 * HOUR + MINUTE);
    expect((await studio.me(idle.token)).json().notice).toEqual({ key: 'studioSessionEnded' });
    // Used every 11 hours, a session still ends 7 days (168 hours) after its login.
    const week = await studio.session(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    for (let hours = 11; hours < 168; hours += 11) {
      t.advance(11 * HOUR);
      expect((await studio.me(week.token)).statusCode, `${hours} h`).toBe(200);
    }
    t.advance(11 * HOUR);
    expect((await studio.me(week.token)).statusCode).toBe(401);
  });

  it('answer 403 to a role the call does not list', async () => {
    const { password } = await addOperator(t.database.db, 'support.desk@marquee.local', 'support');
    const first = await studio.session('support.desk@marquee.local', password);
    await studio.changePassword(first.token, password, 'support desk');
    const support = await studio.session('support.desk@marquee.local', 'support desk');
    const refused = await t.call({ url: '/studio-probe', headers: bearer(support.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: Status.failure,
      message: 'Your role (support) may not do this.',
      notice: { key: 'studioRoleRefused', params: { role: 'support' } },
    });
    const owner = await studio.session(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const allowed = await t.call({ url: '/studio-probe', headers: bearer(owner.token) });
    expect(allowed.json().data).toEqual({ role: 'owner' });
  });

  it('answer 403 until a one-time password is changed, but for the own session calls', async () => {
    const { password } = await addOperator(t.database.db, 'editor.desk@marquee.local', 'editor');
    const editor = await studio.session('editor.desk@marquee.local', password);
    const refused = await t.call({ url: '/studio-probe', headers: bearer(editor.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().notice).toEqual({ key: 'studioPasswordChangeRequired' });
    expect((await studio.me(editor.token)).statusCode).toBe(200);
    await studio.changePassword(editor.token, password, 'an editor now');
    const allowed = await t.call({ url: '/studio-probe', headers: bearer(editor.token) });
    expect(allowed.json().data).toEqual({ role: 'editor' });
  });

  it("answer 401 once the operator's account is disabled", async () => {
    const owner = await studio.session(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await t.database.db
      .update(operators)
      .set({ disabledAt: t.now() })
      .where(eq(operators.email, DEMO_OPERATOR.email));
    expect((await studio.me(owner.token)).statusCode).toBe(401);
    expect((await studio.login(DEMO_OPERATOR.email, DEMO_OPERATOR.password)).statusCode).toBe(401);
  });
});

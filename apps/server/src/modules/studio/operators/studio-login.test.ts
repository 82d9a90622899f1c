import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@marquee/contract';
import { DAY } from '../../../clock.js';
import { operators, studioAudit } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addOperator, DEMO_OPERATOR } from './index.js';
import { seedDemoOperators } from './operator-accounts.js';
import { studioCalls } from '../../../test/studio-calls.js';

let t: TestApp;
let studio: ReturnType<typeof studioCalls>;
let seeded: boolean[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  studio = studioCalls(t);
  seeded = [await seedDemoOperators(t.database.db), await seedDemoOperators(t.database.db)];
});
afterAll(() => t.close());

describe('the demo operator', () => {
  it('is seeded once, an owner who logs in with the demo password', async () => {
    expect(seeded).toEqual([true, false]);
    const [row] = await t.database.db
      .select({ value: count() })
      .from(operators)
      .where(eq(operators.email, DEMO_OPERATOR.email));
    expect(row!.value).toBe(1);
    const response = await studio.login(DEMO_OPERATOR.email.toUpperCase(), DEMO_OPERATOR.password);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.operator).toEqual({
      id: expect.any(Number),
      email: DEMO_OPERATOR.email,
      role: 'owner',
      must_change_password: false,
      totp_enabled: false,
    });
    const lasts = new Date(data.expires_at).getTime() - t.now().getTime();
    expect(Math.abs(lasts - 7 * DAY)).toBeLessThan(60_000);
    const me = await studio.me(data.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual(data.operator);
  });

  it('comes with an editor and a support operator, each of its role, for trying the roles out', async () => {
    for (const role of ['editor', 'support'] as const) {
      const session = await studio.session(`${role}@marquee.local`, DEMO_OPERATOR.password);
      expect(session.operator).toMatchObject({ role, must_change_password: false });
    }
  });
});

describe('studio login', () => {
  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await studio.login(DEMO_OPERATOR.email, 'not it', '10.1.0.2');
    const unknown = await studio.login('nobody@marquee.local', DEMO_OPERATOR.password, '10.1.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      status: Status.failure,
      message: 'Incorrect email or password.',
      notice: { key: 'studioWrongCredentials' },
    });
  });

  it('waits after five failures, even for the right password, and doubles the wait', async () => {
    const email = 'limits@marquee.local';
    const { password } = await addOperator(t.database.db, email, 'editor');
    for (let i = 0; i < 5; i++) {
      expect((await studio.login(email, `wrong-${i}`, '10.1.0.4')).statusCode).toBe(401);
    }
    const locked = await studio.login(email.toUpperCase(), password, '10.1.0.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.json().notice).toEqual({ key: 'tooManyLogins', params: { seconds: 30 } });
    t.advance(31_000);
    expect((await studio.login(email, 'wrong-again', '10.1.0.4')).statusCode).toBe(401);
    expect((await studio.login(email, password, '10.1.0.4')).headers['retry-after']).toBe('60');
    t.advance(61_000);
    expect((await studio.login(email, password, '10.1.0.4')).statusCode).toBe(200);
  });

  it('ends the session at logout', async () => {
    const { token } = await studio.session(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const out = await studio.logout(token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: Status.ok, data: null });
    const after = await studio.me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      status: Status.session,
      message: 'Your studio session has ended. Please log in again.',
      notice: { key: 'studioSessionEnded' },
    });
  });
});

describe('an operator with a one-time password', () => {
  it('changes it with the current one, which then no longer logs in, and ends its other sessions', async () => {
    const email = 'new@marquee.local';
    const { password } = await addOperator(t.database.db, email, 'support');
    const first = await studio.session(email, password);
    expect(first.operator.must_change_password).toBe(true);
    const second = await studio.session(email, password);

    const wrong = await studio.changePassword(first.token, 'nope', 'chosen password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().notice).toEqual({ key: 'studioWrongCurrentPassword' });
    const same = await studio.changePassword(first.token, password, password);
    expect(same.json().notice).toEqual({ key: 'studioSamePassword' });

    const changed = await studio.changePassword(first.token, password, 'chosen password');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Your password has been changed.',
      data: { email, role: 'support', must_change_password: false },
    });
    expect((await studio.me(first.token)).json().data.must_change_password).toBe(false);
    expect((await studio.me(second.token)).statusCode).toBe(401);
    expect((await studio.login(email, password)).statusCode).toBe(401);
    expect((await studio.login(email, 'chosen password')).statusCode).toBe(200);
    const written = await t.database.db
      .select()
      .from(studioAudit)
      .where(eq(studioAudit.action, 'operator.password.change'));
    expect(written).toEqual([
      expect.objectContaining({
        operatorId: first.operator.id,
        target: `operator:${first.operator.id}`,
        before: null,
        after: null,
      }),
    ]);
  });
});

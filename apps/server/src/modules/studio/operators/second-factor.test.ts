import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@marquee/contract';
import { MINUTE } from '../../../clock.js';
import { operators, studioAudit } from '../../../db/schema.js';
import { operatorWithTotp as withTotp, totpCodeOf } from '../../../test/operator-totp.js';
import { studioCalls } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addOperator } from './index.js';

let t: TestApp;
let studio: ReturnType<typeof studioCalls>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  studio = studioCalls(t);
});
afterAll(() => t.close());

const codeOf = (secret: string, steps = 0) => totpCodeOf(t, secret, steps);
/** Moves the clock to the start of the next 30-second step: a code of its own. */
const nextStep = () => t.advance(30_000 - (t.now().getTime() % 30_000));

const operatorWithTotp = (email: string, address: string) => withTotp(t, email, address);

describe('an operator with TOTP on', () => {
  it('logs in with the password then a code, and only a right code gives the session', async () => {
    const email = 'totp@marquee.local';
    const { secret, token } = await operatorWithTotp(email, '10.2.0.1');
    expect((await studio.me(token)).json().data.totp_enabled).toBe(true);
    expect((await studio.logout(token)).statusCode).toBe(200);

    const answer = await studio.login(email, 'chosen password', '10.2.0.1');
    expect(answer.json().data).toEqual({
      second_factor: { challenge: expect.any(String), expires_at: expect.any(String) },
    });
    expect(answer.json().data).not.toHaveProperty('token');
    const { challenge } = answer.json().data.second_factor;

    const wrong = await studio.secondFactor(challenge, codeOf(secret, 5), '10.2.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      status: Status.failure,
      message: expect.stringContaining('That code is not correct.'),
      notice: { key: 'studioWrongCode' },
    });
    nextStep();
    const right = await studio.secondFactor(challenge, codeOf(secret), '10.2.0.1');
    expect(right.statusCode).toBe(200);
    const session = right.json().data;
    expect(session.operator).toMatchObject({ email, totp_enabled: true });
    expect((await studio.me(session.token)).statusCode).toBe(200);
    // The challenge is spent.
    const again = await studio.secondFactor(challenge, codeOf(secret), '10.2.0.1');
    expect(again.json().notice).toEqual({ key: 'studioChallengeExpired' });
  });

  it('refuses a code already used in its step', async () => {
    const { secret, login } = await operatorWithTotp('replay@marquee.local', '10.2.0.2');
    nextStep();
    const code = codeOf(secret);
    expect((await studio.secondFactor(await login(), code, '10.2.0.2')).statusCode).toBe(200);
    const replayed = await studio.secondFactor(await login(), code, '10.2.0.2');
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().notice).toEqual({ key: 'studioWrongCode' });
  });

  it('takes each recovery code once, in any case and with or without hyphens', async () => {
    const { recoveryCodes, login } = await operatorWithTotp('recovery@marquee.local', '10.2.0.3');
    const [first, second] = recoveryCodes as [string, string];
    expect(first).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
    expect((await studio.secondFactor(await login(), first, '10.2.0.3')).statusCode).toBe(200);
    const reused = await studio.secondFactor(await login(), first, '10.2.0.3');
    expect(reused.json().notice).toEqual({ key: 'studioWrongCode' });
    const typed = second.replace(/-/g, '').toUpperCase();
    expect((await studio.secondFactor(await login(), typed, '10.2.0.3')).statusCode).toBe(200);
  });

  it('lets a challenge die after 5 minutes, or after 5 wrong codes', async () => {
    const { secret, login } = await operatorWithTotp('expiry@marquee.local', '10.2.0.4');
    const late = await login();
    t.advance(5 * MINUTE + 1000);
    const expired = await studio.secondFactor(late, codeOf(secret), '10.2.0.4');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      message: 'This login has expired. Enter your email and password again.',
      notice: { key: 'studioChallengeExpired' },
    });

    const guessed = await login();
    for (let i = 0; i < 5; i++) {
      const wrong = await studio.secondFactor(guessed, '000000', `10.2.1.${i}`);
      expect(wrong.json().notice, `try ${i}`).toEqual({ key: 'studioWrongCode' });
    }
    // The fifth wrong code ended the challenge, and five failed logins make the operator wait.
    const dead = await studio.secondFactor(guessed, codeOf(secret), '10.2.0.4');
    expect(dead.json().notice).toEqual({ key: 'studioChallengeExpired' });
    const locked = await studio.login('expiry@marquee.local', 'chosen password', '10.2.0.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().notice).toEqual({ key: 'tooManyLogins', params: { seconds: 30 } });
    t.advance(31_000);
    expect((await studio.secondFactor(await login(), codeOf(secret), '10.2.0.4')).statusCode).toBe(
      200,
    );
  });

  it('turns TOTP off only with the current password, and logs in with the password again', async () => {
    const email = 'off@marquee.local';
    const { token, recoveryCodes } = await operatorWithTotp(email, '10.2.0.5');
    const wrong = await studio.disableTotp(token, 'not it');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().notice).toEqual({ key: 'studioWrongCurrentPassword' });
    const off = await studio.disableTotp(token, 'chosen password');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      notice: { key: 'studioTotpDisabled' },
      data: { email, totp_enabled: false },
    });
    const [row] = await t.database.db.select().from(operators).where(eq(operators.email, email));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect((await studio.session(email, 'chosen password')).operator.totp_enabled).toBe(false);
    const renew = await studio.renewRecoveryCodes(token, 'chosen password');
    expect(renew.json().notice).toEqual({ key: 'studioTotpNotEnabled' });
    expect(recoveryCodes).toHaveLength(10);
  });

  it('renews the recovery codes with the password: the old ones stop working', async () => {
    const { token, recoveryCodes, login } = await operatorWithTotp(
      'renew@marquee.local',
      '10.2.0.6',
    );
    const renewed = await studio.renewRecoveryCodes(token, 'chosen password');
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const old = await studio.secondFactor(await login(), recoveryCodes[0]!, '10.2.0.6');
    expect(old.json().notice).toEqual({ key: 'studioWrongCode' });
    expect((await studio.secondFactor(await login(), fresh[0]!, '10.2.0.6')).statusCode).toBe(200);
  });
});

describe('setting TOTP up', () => {
  it('refuses a wrong code at confirmation, and a second enrolment while on', async () => {
    const { token } = await operatorWithTotp('twice@marquee.local', '10.2.0.7');
    expect((await studio.startTotp(token)).json().notice).toEqual({
      key: 'studioTotpAlreadyEnabled',
    });
    expect((await studio.confirmTotp(token, '123456')).statusCode).toBe(409);

    const { password } = await addOperator(t.database.db, 'fresh@marquee.local', 'support');
    const fresh = await studio.session('fresh@marquee.local', password);
    await studio.changePassword(fresh.token, password, 'support desk');
    const notStarted = await studio.confirmTotp(fresh.token, '123456');
    expect(notStarted.json().notice).toEqual({ key: 'studioTotpNotStarted' });
    const { secret } = (await studio.startTotp(fresh.token)).json().data;
    const wrong = await studio.confirmTotp(fresh.token, codeOf(secret, 3));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().notice).toEqual({ key: 'studioWrongCode' });
    const empty = await studio.confirmTotp(fresh.token, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Code required');
  });

  it('waits for a one-time password to be changed (403)', async () => {
    const { password } = await addOperator(t.database.db, 'pending@marquee.local', 'owner');
    const { token } = await studio.session('pending@marquee.local', password);
    const refused = await studio.startTotp(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().notice).toEqual({ key: 'studioPasswordChangeRequired' });
  });

  it('writes every change to the audit log, never the secret or the codes', async () => {
    const { secret, token, recoveryCodes } = await operatorWithTotp(
      'audit@marquee.local',
      '10.2.0.8',
    );
    await studio.renewRecoveryCodes(token, 'chosen password');
    await studio.disableTotp(token, 'chosen password');
    const [me] = await t.database.db
      .select()
      .from(operators)
      .where(eq(operators.email, 'audit@marquee.local'));
    const rows = await t.database.db
      .select()
      .from(studioAudit)
      .where(eq(studioAudit.operatorId, me!.id));
    expect(rows.map((row) => row.action)).toEqual([
      // Its one-time password changed, as every new operator's is first.
      'operator.password.change',
      'operator.totp.start',
      'operator.totp.enable',
      'operator.recovery-codes.renew',
      'operator.totp.disable',
    ]);
    expect(rows.every((row) => row.target === `operator:${me!.id}`)).toBe(true);
    const written = JSON.stringify(rows);
    expect(written).not.toContain(secret);
    expect(written).not.toContain(recoveryCodes[0]);
  });
});

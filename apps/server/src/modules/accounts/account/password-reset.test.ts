import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, noticeTexts } from '@marquee/contract';
import { registrationBody, rowCounts } from '../../../test/account-fixtures.js';
import { basic, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function newSubscriber() {
  const body = registrationBody();
  const response = await t.call({ method: 'POST', url: '/api/account/registration', body });
  expect(response.statusCode, response.body).toBe(200);
  return body;
}

const forgot = (email: string, asForm = true) =>
  t.call({
    method: 'POST',
    url: '/api/account/forgot-password',
    body: asForm ? `email=${encodeURIComponent(email)}` : { email },
    headers: asForm ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
  });

const reset = (body: unknown) =>
  t.call({ method: 'POST', url: '/api/account/reset-password', body });

/** The token of the newest e-mail to `to`, read from the outbox as a person would. */
async function linkTokenFor(to: string): Promise<string> {
  const mail = (await t.outbox()).filter((message) => message.to === to).at(-1);
  expect(mail, `no e-mail to ${to}`).toBeDefined();
  const link = /http:\/\/127\.0\.0\.1:8080\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
    mail!.text,
  );
  expect(link, mail!.text).not.toBeNull();
  return link![1]!;
}

/** Runs `work` while every update of the devices table fails in the database. */
async function whileDeviceUpdatesFail<T>(work: () => Promise<T>): Promise<T> {
  const { db } = t.database;
  await db.execute(sql`
    create function refuse_update() returns trigger language plpgsql
    as $$ begin raise exception 'updates refused for this test'; end $$`);
  await db.execute(sql`
    create trigger refuse_update before update on devices
    for each row execute function refuse_update()`);
  try {
    return await work();
  } finally {
    await db.execute(sql`drop trigger refuse_update on devices`);
    await db.execute(sql`drop function refuse_update`);
  }
}

const loginStatus = async (email: string, password: string) =>
  (await t.call({ url: '/api/account/login', headers: { authorization: basic(email, password) } }))
    .statusCode;

describe('password recovery', () => {
  it('forgot -> e-mail -> reset -> new password works, old one fails, link is single-use', async () => {
    const user = await newSubscriber();
    const session = await t.login(user.email, user.password);
    // Checked, and so memoised, before the reset.
    const live = await t.call({ url: '/api/account/authorize', token: session.token });
    expect(live.statusCode).toBe(200);

    const asked = await forgot(user.email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      status: Status.ok,
      message: noticeTexts.resetLinkSent,
      notice: { key: 'resetLinkSent' },
      data: null,
    });

    const mail = (await t.outbox()).at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Reset your Marquee password');
    expect(mail.text).toContain('60 minutes');
    const token = await linkTokenFor(user.email);

    const done = await reset({ token, password: 'new-secret', confirm_password: 'new-secret' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      status: Status.ok,
      message: noticeTexts.passwordChanged,
      notice: { key: 'passwordChanged' },
      data: null,
    });

    expect(await loginStatus(user.email, 'new-secret')).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);

    // Every session of the account ended with the old password.
    const old = await t.call({ url: '/api/account/authorize', token: session.token });
    expect(old.json()).toMatchObject({ status: Status.session });

    const again = await reset({ token, password: 'third-one', confirm_password: 'third-one' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: noticeTexts.resetLinkUsed });
    expect(await loginStatus(user.email, 'third-one')).toBe(401);
  });

  it('keeps the old password and every session when ending the sessions fails', async () => {
    const user = await newSubscriber();
    const session = await t.login(user.email, user.password);
    await forgot(user.email);
    const token = await linkTokenFor(user.email);

    // Voiding the re-login keys, the reset's last step, fails.
    const failed = await whileDeviceUpdatesFail(() =>
      reset({ token, password: 'new-secret', confirm_password: 'new-secret' }),
    );
    expect(failed.statusCode).toBe(500);

    const still = await t.call({ url: '/api/account/authorize', token: session.token });
    expect(still.statusCode, still.body).toBe(200);
    expect(await loginStatus(user.email, 'new-secret')).toBe(401);
    expect(await loginStatus(user.email, user.password)).toBe(200);
    // Nor was the link spent: it works once the database does.
    const retried = await reset({ token, password: 'new-secret', confirm_password: 'new-secret' });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('gives the same answer for an unknown e-mail, and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const counts = await rowCounts(t.database);
    const asked = await forgot('nobody-here@example.com', false);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      status: Status.ok,
      message: noticeTexts.resetLinkSent,
      notice: { key: 'resetLinkSent' },
      data: null,
    });
    expect((await t.outbox()).length).toBe(before);
    expect(await rowCounts(t.database)).toEqual(counts);
  });

  it('lifts the login lock of the account, whichever spelling of it was locked', async () => {
    const user = await newSubscriber();
    for (let i = 0; i < 5; i++) {
      expect(await loginStatus(user.email.toUpperCase(), `wrong-${i}`)).toBe(401);
    }
    expect(await loginStatus(user.email, user.password)).toBe(429);
    await forgot(user.email);
    const token = await linkTokenFor(user.email);
    const done = await reset({ token, password: 'new-secret', confirm_password: 'new-secret' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await loginStatus(user.email, 'new-secret')).toBe(200);
  });

  it('refuses a link after 60 minutes', async () => {
    const user = await newSubscriber();
    await forgot(user.email);
    const token = await linkTokenFor(user.email);
    t.advance(61 * MINUTE);
    const late = await reset({ token, password: 'too-late', confirm_password: 'too-late' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      status: Status.failure,
      message: noticeTexts.resetLinkExpired,
      notice: { key: 'resetLinkExpired' },
      errors: { token: [noticeTexts.resetLinkExpired] },
    });
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it('refuses a token it never sent', async () => {
    const response = await reset({ token: 'made-up', password: 'abcd', confirm_password: 'abcd' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(noticeTexts.resetLinkInvalid);
  });

  it('sends at most five links in any hour to one account, across the request window', async () => {
    const user = await newSubscriber();
    const mails = async () => (await t.outbox()).filter((mail) => mail.to === user.email).length;
    expect((await forgot(user.email)).statusCode).toBe(200);
    t.advance(50 * MINUTE);
    for (let i = 0; i < 4; i++) expect((await forgot(user.email)).statusCode).toBe(200);
    expect(await mails()).toBe(5);
    // The e-mail's request window is over, so the requests are answered; the four links of
    // the last hour and this one make five.
    t.advance(11 * MINUTE);
    expect((await forgot(user.email)).statusCode).toBe(200);
    expect(await mails()).toBe(6);
    // A sixth link within the hour: answered alike, but not sent.
    const sixth = await forgot(user.email);
    expect(sixth.json().notice).toEqual({ key: 'resetLinkSent' });
    expect(await mails()).toBe(6);
  });

  it.each([
    [{}, 'email', 'Email required'],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
  ])('forgot-password applies the spec rule to %o', async (body, field, text) => {
    const response = await t.call({ method: 'POST', url: '/api/account/forgot-password', body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([text]);
  });

  it.each([
    [{ token: 't', password: '', confirm_password: 'abcd' }, 'password', 'Password required'],
    [
      { token: 't', password: 'abcd', confirm_password: '' },
      'confirm_password',
      'Confirm password required',
    ],
    [
      { token: 't', password: 'abc', confirm_password: 'abc' },
      'password',
      'Password must contain minimum 4 characters',
    ],
    [
      { token: 't', password: 'abcd', confirm_password: 'abce' },
      'confirm_password',
      "Password don't match",
    ],
    [{ password: 'abcd', confirm_password: 'abcd' }, 'token', 'Reset token required'],
  ])('reset-password applies the spec rule to %o', async (body, field, text) => {
    const response = await reset(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([text]);
  });
});

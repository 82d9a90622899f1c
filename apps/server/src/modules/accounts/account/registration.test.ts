import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, envelope, listOf, noticeTexts, paymentHistoryItemSchema } from '@marquee/contract';
import { registrationBody, rowCounts, findSecrets } from '../../../test/account-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_ACCOUNT } from '../../intake/seed/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/account/registration', body, headers });

describe('POST /account/registration', () => {
  it('registers with the sandbox Visa card; the new subscriber logs in at once', async () => {
    const body = registrationBody({ sex: 'female', age: '41' });
    const response = await register(body, { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: Status.ok,
      message: noticeTexts.registered,
      notice: { key: 'registered' },
      data: null,
    });
    expect(findSecrets(response.body, [])).toEqual([]);

    const user = await t.login(body.email, body.password);
    expect(user.account).toMatchObject({
      email: body.email,
      subscription_expired: false,
      has_purchase_pin: true,
    });
    expect(user.profile).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      sex: 1,
      age: 41,
      is_default: true,
      has_pin: true,
      language: 'pt_BR',
    });
    expect(user.subscription?.package.id).toBe(1);

    const history = await t.call({ url: '/api/account/payment-history-list', token: user.token });
    const items = envelope(listOf(paymentHistoryItemSchema)).parse(history.json()).data!.items;
    expect(items).toEqual([
      expect.objectContaining({
        status: 'paid',
        card_brand: 'Visa',
        card_last4: '4242',
        package_name: 'Basic',
        amount: 5.99,
      }),
    ]);
  });

  it('starts the profile in the language the browser likes best among en, pt and pt_BR', async () => {
    const cases: Array<[string | undefined, string]> = [
      ['pt-PT,pt;q=0.9,en;q=0.8', 'pt'],
      ['fr-FR, fr;q=0.9, pt-BR;q=0.8, en;q=0.5', 'pt_BR'],
      ['de-DE', 'en'],
      [undefined, 'en'],
    ];
    for (const [acceptLanguage, language] of cases) {
      const body = registrationBody();
      const response = await register(
        body,
        acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      );
      expect(response.statusCode, response.body).toBe(200);
      const user = await t.login(body.email, body.password);
      expect(user.profile?.language, acceptLanguage).toBe(language);
    }
  });

  it('takes the sandbox Mastercard and the form encoding', async () => {
    const body = registrationBody({ card_number: '5555555555554444', subscription_id: 2 });
    const form = new URLSearchParams(
      Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const response = await t.call({
      method: 'POST',
      url: '/api/account/registration',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = await t.login(body.email.toUpperCase(), body.password);
    expect(user.subscription?.package.id).toBe(2);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Insufficient funds.'],
    ['4242424242424241', 'The card number is not valid.'],
    ['4111111111111111', 'The sandbox accepts only its test cards'],
  ])('a declined card %s creates nothing', async (cardNumber, reason) => {
    const before = await rowCounts(t.database);
    const body = registrationBody({ card_number: cardNumber });
    const response = await register(body);
    expect(response.statusCode).toBe(402);
    expect(response.json().status).toBe(Status.failure);
    expect(response.json().message).toContain(reason);
    expect(response.json().errors.card_number[0]).toContain(reason);
    expect(response.body).not.toContain(cardNumber);
    expect(await rowCounts(t.database)).toEqual(before);
    const login = await t.call({
      url: '/api/account/login',
      headers: { authorization: `Basic ${Buffer.from(`${body.email}:x`).toString('base64')}` },
    });
    expect(login.statusCode).toBe(401);
  });

  it.each([
    ['the same e-mail', () => DEMO_ACCOUNT.email],
    ['the e-mail in other letters', () => DEMO_ACCOUNT.email.toUpperCase()],
  ])('answers "Already declared email or username!" for %s', async (_case, email) => {
    const before = await rowCounts(t.database);
    const response = await register(registrationBody({ email: email() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: Status.failure,
      message: noticeTexts.alreadyDeclared,
      notice: { key: 'alreadyDeclared' },
      errors: { email: [noticeTexts.alreadyDeclared] },
    });
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('two registrations at once of one e-mail in different letters make one account', async () => {
    const body = registrationBody();
    const before = await rowCounts(t.database);
    const answers = await Promise.all([
      register(body),
      register({ ...body, email: body.email.toUpperCase() }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      noticeTexts.alreadyDeclared,
    );
    expect((await rowCounts(t.database)).accounts).toBe(before.accounts! + 1);
  });

  it('refuses an e-mail that another account uses as its username', async () => {
    const first = registrationBody();
    expect((await register(first)).statusCode).toBe(200);
    // The first account's username is its e-mail; the same text again is taken.
    const response = await register(registrationBody({ email: first.email }));
    expect(response.json().message).toBe(noticeTexts.alreadyDeclared);
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name required'],
    [{ first_name: 'R2D2' }, 'first_name', 'First name must not contain numbers'],
    [{ last_name: '  ' }, 'last_name', 'Last name required'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [
      { password: 'abc', confirm_password: 'abc' },
      'password',
      'Password must contain minimum 4 characters',
    ],
    [{ confirm_password: 'different' }, 'confirm_password', "Password doesn't match"],
    [{ confirm_password: '' }, 'confirm_password', 'Confirm password required'],
    [{ purchase_pin: '1234' }, 'purchase_pin', 'Purhase pin must contain 5 characters'],
    [{ purchase_pin: 'abcde' }, 'purchase_pin', 'Purchase PIN must contain 5 numbers'],
    [{ pin: '12345' }, 'pin', 'Parental pin must contain 4 characters'],
    [{ pin: '' }, 'pin', 'Parental pin required'],
    [{ age: 0 }, 'age', 'Invalid age'],
    [{ age: '131' }, 'age', 'Invalid age'],
    [{ sex: 'other' }, 'sex', 'Gender must be male or female'],
    [{ subscription_id: 0 }, 'subscription_id', 'Choose a subscription package'],
    [{ card_first_name: '' }, 'card_first_name', 'Card holder first name required'],
    [{ card_number: '4242-4242' }, 'card_number', 'Card number must contain only digits'],
    [{ card_number: '424242424242' }, 'card_number', 'Card number must contain at least 16 digits'],
    [{ card_expiry_month: 13 }, 'card_expiry_month', 'Invalid expiry month'],
    [{ card_expiry_year: 2001 }, 'card_expiry_year', 'Card has expired'],
    [{ card_cvv: '12a' }, 'card_cvv', 'CVV wrong characters'],
    [{ card_cvv: '1234' }, 'card_cvv', 'Incorrect CVV'],
  ])(
    'applies the form rule %o with its text and creates nothing',
    async (override, field, text) => {
      const before = await rowCounts(t.database);
      const response = await register(registrationBody(override as never));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toContain(text);
      expect(response.body).not.toContain('4242424242424242');
      expect(await rowCounts(t.database)).toEqual(before);
    },
  );

  it('refuses a package that does not exist, before any charge', async () => {
    const response = await register(registrationBody({ subscription_id: 999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.subscription_id[0]).toMatch(/does not exist/);
  });

  it('refuses fields it does not know', async () => {
    const response = await register({ ...registrationBody(), username: 'chosen' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/username/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@marquee/contract';
import { basic, createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_ACCOUNT, EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (identifier: string, password: string, remoteAddress = '10.0.0.1') =>
  t.call({
    url: '/api/account/login',
    headers: { authorization: basic(identifier, password) },
    remoteAddress,
  });

const SECOND = 1000;

describe('login brute force', () => {
  it('answers 429 with Retry-After after 5 failures, doubling the wait', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await login(DEMO_ACCOUNT.email, `wrong-${i}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Incorrect email, username or password.');
    }
    // Even the right password waits: a lock that lets it through would confirm guesses.
    const locked = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.json()).toEqual({
      status: Status.failure,
      message: 'Too many failed logins. Try again in 30 seconds.',
      notice: { key: 'tooManyLogins', params: { seconds: 30 } },
    });
    // Another spelling of the same identifier shares the count.
    expect((await login(DEMO_ACCOUNT.email.toUpperCase(), 'x')).statusCode).toBe(429);

    t.advance(31 * SECOND);
    expect((await login(DEMO_ACCOUNT.email, 'wrong-again')).statusCode).toBe(401);
    const doubled = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(doubled.statusCode).toBe(429);
    expect(doubled.headers['retry-after']).toBe('60');
    expect(doubled.json().message).toBe('Too many failed logins. Try again in 60 seconds.');

    t.advance(61 * SECOND);
    expect((await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).statusCode).toBe(200);
    // The successful login reset the identifier's count: a typo no longer locks.
    expect((await login(DEMO_ACCOUNT.email, 'typo')).statusCode).toBe(401);
    expect((await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).statusCode).toBe(200);
  });

  it('counts one account under its e-mail and username in any letters: five tries in all', async () => {
    const spellings = [
      'expired@marquee.local',
      'EXPIRED@marquee.local',
      'expired',
      'EXPIRED',
      '  Expired  ',
    ];
    for (const spelling of spellings) {
      expect((await login(spelling, 'wrong', '10.0.1.1')).statusCode).toBe(401);
    }
    for (const spelling of spellings) {
      const locked = await login(spelling, EXPIRED_ACCOUNT.password, '10.0.1.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('30');
    }
    t.advance(31 * SECOND);
    // Whatever the letters, the username logs in, and that clears the count of every spelling.
    expect((await login('EXPIRED', EXPIRED_ACCOUNT.password, '10.0.1.1')).statusCode).toBe(200);
    expect((await login('expired@marquee.local', 'typo', '10.0.1.1')).statusCode).toBe(401);
    expect((await login('expired', EXPIRED_ACCOUNT.password, '10.0.1.1')).statusCode).toBe(200);
  });

  it('counts an unknown identifier under its trimmed lower-case spelling, answering as for an account', async () => {
    const unknown = ['Nobody@Example.com', 'nobody@example.com', ' NOBODY@example.com '];
    const known = [DEMO_ACCOUNT.email, DEMO_ACCOUNT.username.toUpperCase()];
    for (let i = 0; i < 5; i++) {
      const missed = await login(unknown[i % 3]!, 'guess', '10.0.2.1');
      const wrong = await login(known[i % 2]!, 'guess', '10.0.2.2');
      expect(missed.statusCode).toBe(401);
      expect(missed.statusCode).toBe(wrong.statusCode);
      expect(missed.body).toBe(wrong.body);
      expect(missed.headers['retry-after']).toBeUndefined();
    }
    const missed = await login('NoBody@example.COM', 'guess', '10.0.2.1');
    const wrong = await login(DEMO_ACCOUNT.email, 'guess', '10.0.2.2');
    expect(missed.statusCode).toBe(429);
    expect(missed.body).toBe(wrong.body);
    expect(missed.headers['retry-after']).toBe(wrong.headers['retry-after']);
    // Another unknown name has tries of its own.
    expect((await login('somebody@example.com', 'guess', '10.0.2.1')).statusCode).toBe(401);
    t.advance(61 * SECOND);
    expect((await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, '10.0.2.2')).statusCode).toBe(
      200,
    );
  });

  it('locks one identifier only, not the others', async () => {
    for (let i = 0; i < 5; i++) await login('ghost@example.com', 'nope', '10.0.0.2');
    expect((await login('ghost@example.com', 'nope', '10.0.0.2')).statusCode).toBe(429);
    expect(
      (await login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password, '10.0.0.2')).statusCode,
    ).toBe(200);
  });

  it('locks an address after 20 failures over many identifiers', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(`spray-${i}@example.com`, 'guess', '10.0.0.3')).statusCode).toBe(401);
    }
    const locked = await login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password, '10.0.0.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed logins. Try again in 30 seconds.');
    // Other addresses still log in.
    expect(
      (await login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password, '10.0.0.4')).statusCode,
    ).toBe(200);
  });

  it('starts counting afresh after 15 quiet minutes', async () => {
    for (let i = 0; i < 4; i++) await login(EXPIRED_ACCOUNT.username, 'nope', '10.0.0.5');
    t.advance(16 * 60 * SECOND);
    for (let i = 0; i < 4; i++) {
      expect((await login(EXPIRED_ACCOUNT.username, 'nope', '10.0.0.5')).statusCode).toBe(401);
    }
    expect(
      (await login(EXPIRED_ACCOUNT.username, EXPIRED_ACCOUNT.password, '10.0.0.5')).statusCode,
    ).toBe(200);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@marquee/contract';
import { basic, type TestApp } from '../test/test-app.js';
import { DEMO_ACCOUNT } from '../modules/intake/seed/seed.js';
import { createBadInputWorld, RUNS, expectError } from './bad-input-world.js';

// Bad input at login and authorization (bad-input-world.ts says why and how hard it searches).
let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await createBadInputWorld());
});
afterAll(() => t.close());

describe('GET /api/account/login with any Authorization header', () => {
  const credentials = fc
    .tuple(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 1200 }),
    )
    .map(([identifier, password]) => `${identifier}:${password}`);
  const authorization = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
    fc.base64String({ maxLength: 200 }),
    fc.base64String({ maxLength: 200 }).map((value) => `Basic ${value}`),
    credentials.map((text) => `Basic ${Buffer.from(text).toString('base64')}`),
    credentials.map((text) => `basic   ${Buffer.from(text).toString('base64url')}  `),
    fc
      .string({ unit: 'binary', maxLength: 40 })
      .map((text) => `Basic ${Buffer.from(text).toString('base64')}`),
    fc.constantFrom(
      'Basic',
      'Basic ',
      'Basic :',
      `Basic ${Buffer.from(':').toString('base64')}`,
      `Basic ${Buffer.from(':secret').toString('base64')}`,
      `Basic ${Buffer.from('someone:').toString('base64')}`,
      `Basic ${Buffer.from('\0:\0').toString('base64')}`,
      `Basic ${Buffer.from('a\0b:secret').toString('base64')}`,
      `Basic ${'A'.repeat(100_000)}`,
      `Bearer ${'x'.repeat(10_000)}`,
      'x'.repeat(50_000),
    ),
  );

  // Past 20 failures from one address the login limit answers 429, as it should.
  it('answers 400, 401 or 429 with status 0 and a message, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(authorization, async (value) => {
        const response = await t.call({
          url: '/api/account/login',
          headers: { authorization: value },
        });
        expectError(response, [400, 401, 429]);
      }),
      { numRuns: RUNS, examples: [[`Basic ${Buffer.from('a\0b:secret').toString('base64')}`]] },
    );
  });

  it('still logs in with the right credentials however the header is spaced or cased', async () => {
    const scheme = fc.constantFrom('Basic', 'basic', 'BASIC');
    const space = fc.constantFrom(' ', '  ', '\t');
    const identifier = fc.constantFrom(
      DEMO_ACCOUNT.email,
      DEMO_ACCOUNT.email.toUpperCase(),
      ` ${DEMO_ACCOUNT.email} `,
      DEMO_ACCOUNT.username,
    );
    await fc.assert(
      fc.asyncProperty(scheme, space, identifier, async (name, gap, who) => {
        const encoded = basic(who, DEMO_ACCOUNT.password).slice('Basic '.length);
        // From an address of its own: the test above used up 127.0.0.1's failed logins.
        const response = await t.call({
          url: '/api/account/login',
          headers: { authorization: `${name}${gap}${encoded}` },
          remoteAddress: '10.20.30.40',
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().status).toBe(Status.ok);
      }),
      { numRuns: 12 },
    );
  });
});

describe('GET /api/account/authorize with any Token header', () => {
  it('answers 401 with status 2 and a message', async () => {
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.base64String({ maxLength: 100 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fc.string({ unit: 'binary', minLength: 129, maxLength: 20_000 }),
      fc.constantFrom(
        '',
        ' ',
        'null',
        'undefined',
        `${token}x`,
        token.slice(1),
        'x'.repeat(100_000),
      ),
    );
    await fc.assert(
      fc.asyncProperty(value, async (header) => {
        const response = await t.call({ url: '/api/account/authorize', token: header });
        expectError(response, [401], Status.session);
      }),
      { numRuns: RUNS },
    );
  });
});

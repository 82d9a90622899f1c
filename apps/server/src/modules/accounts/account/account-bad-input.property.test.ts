import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_WEB, Header, Status, TENANT_GENERAL } from '@marquee/contract';
import { registrationBody, rowCounts } from '../../../test/account-fixtures.js';
import {
  contentType,
  expectError,
  formText,
  hostileText,
  jsonText,
} from '../../../test/hostile-input.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Random and malformed bodies at every account call that takes one: the answer is a 2xx or a
// 4xx with the error envelope, never a 5xx, and a refused call writes no row. FC_RUNS (say
// 1000) searches deeper; the default keeps the file to a few seconds a call.
const RUNS = Number(process.env.FC_RUNS ?? 60);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login(undefined, undefined, 'property-device')).token;
});
afterAll(() => t.close());

interface Target {
  url: string;
  auth: boolean;
  /** A body that passes every rule, for the shaped variants to start from. */
  valid: Record<string, unknown>;
  /** HTTP statuses a refusal may have, besides 400, 413 and 415. */
  refusals: number[];
  /** Body statuses a refusal may carry: 0, or 2 where a key or session is refused. */
  bodyStatuses?: number[];
}

const TARGETS: Target[] = [
  { url: 'registration', auth: false, valid: { ...registrationBody() }, refusals: [402, 409, 429] },
  { url: 'forgot-password', auth: false, valid: { email: 'demo@marquee.local' }, refusals: [429] },
  {
    url: 'reset-password',
    auth: false,
    valid: { token: 'x'.repeat(43), password: 'abcd', confirm_password: 'abcd' },
    refusals: [],
  },
  {
    url: 'relogin',
    auth: false,
    valid: { uid: 'property-device', relogin_key: 'y'.repeat(43) },
    refusals: [401],
    bodyStatuses: [Status.failure, Status.session],
  },
  { url: 'remove-device', auth: true, valid: { id: 2_000_000 }, refusals: [404] },
  { url: 'update-subscription', auth: true, valid: { subscription_id: 2 }, refusals: [402] },
  {
    url: 'update-profile',
    auth: true,
    valid: {
      name: 'Demo',
      age: 40,
      sex: 'male',
      language: 'pt',
      pin: '1234',
      purchase_pin: '12345',
    },
    refusals: [404],
  },
  {
    url: 'create-profile',
    auth: true,
    valid: { name: 'Kids', sex: 1, age: 8, pin: '0000', language: 'en' },
    refusals: [409],
  },
  { url: 'check-pin', auth: true, valid: { type: 'parental', pin: '1234' }, refusals: [409, 429] },
];

async function post(target: Target, payload: string | undefined, type: string | undefined) {
  const headers: Record<string, string> = {
    [Header.device]: DEVICE_WEB,
    [Header.tenant]: TENANT_GENERAL,
    [Header.uid]: 'property-device',
    ...(target.auth ? { [Header.token]: token } : {}),
    ...(type === undefined ? {} : { 'content-type': type }),
  };
  return t.app.inject({
    method: 'POST',
    url: `/api/account/${target.url}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * Every row count once the work that calls left running after their answer is done
 * (forgot-password makes its link then), so that one run's writes are not counted in the next.
 */
async function settledCounts(): Promise<Record<string, number>> {
  await t.app.afterAnswer.settled();
  return rowCounts(t.database);
}

/** Checks one answer; a refusal must leave every row count as it was. */
async function expectAnswer(
  target: Target,
  response: LightMyRequestResponse,
  before: Record<string, number>,
) {
  if (response.statusCode === 200) {
    expect(response.json().status, response.body).toBe(Status.ok);
    // Removing the caller's own device ends its session: log in again for the next run.
    if (target.url === 'remove-device') {
      token = (await t.login(undefined, undefined, 'property-device')).token;
    }
  } else {
    expectError(response, [400, 413, 415, ...target.refusals], target.bodyStatuses);
    expect(await settledCounts(), `${target.url} ${response.body}`).toEqual(before);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

describe.each(TARGETS)('POST /account/$url with any body', (target) => {
  it('answers JSON bodies with 200 or a 4xx and a message, and a refusal writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(jsonText(target.valid), async (payload) => {
        const before = await settledCounts();
        await expectAnswer(target, await post(target, payload, 'application/json'), before);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers raw bodies of any content type the same way', async () => {
    const payload = fc.option(
      fc.oneof(
        { arbitrary: formText(target.valid), weight: 3 },
        jsonText(target.valid),
        fc.string({ unit: 'binary', maxLength: 200 }),
      ),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(payload, contentType, async (raw, type) => {
        const before = await settledCounts();
        await expectAnswer(target, await post(target, raw, type), before);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('GET account calls with any query', () => {
  const key = fc.oneof(
    fc.constantFrom('page', 'limit', 'filter[id]', 'page[]', '__proto__[polluted]', 'sort'),
    fc.string({ maxLength: 8 }),
  );
  const query = fc
    .array(fc.tuple(key, hostileText), { maxLength: 4 })
    .map((pairs) =>
      pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
    );
  const path = fc.constantFrom(
    'payment-history-list',
    'devices',
    'check-subscription',
    'get-subscriptions',
    'authorize',
  );

  it('answers 200 or 400 with a message, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, async (name, search) => {
        const response = await t.call({ url: `/api/account/${name}?${search}`, token });
        if (response.statusCode !== 200) {
          const body = expectError(response, [400]);
          expect(body.message).toMatch(/^Invalid query: /);
        }
      }),
      { numRuns: RUNS * 2, examples: [['payment-history-list', 'page=1&limit=2']] },
    );
  });
});

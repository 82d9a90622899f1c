import { describe, expect, it } from 'vitest';
import { z } from './zod.js';
import { allCalls, type Endpoint } from './index.js';

/** Calls whose method and path the spec shows (access §7 and catalogue §7). */
const SPEC_GIVEN = [
  'GET /account/login',
  'GET /account/logout',
  'GET /account/check-device-token',
  'POST /account/forgot-password',
  'POST /account/reset-password',
  'POST /account/registration',
  'GET /account/get-subscriptions',
  'GET /account/devices',
  'POST /account/remove-device',
  'POST /account/update-subscription',
  'POST /account/update-profile',
  'POST /account/create-profile',
  'GET /account/payment-history-list',
  'GET /account/check-subscription',
  'GET /composer/configuration/web',
  'GET /languages',
  'POST /vods/rent',
  'GET /epgs/list',
  'GET /epgs/index',
  'GET /epg-reminders/index',
  'GET /vods/get-continue-watching',
  'GET /vods/trending-movies',
  'GET /vods/trending-tv-shows',
];

/** Spec-given paths whose body the spec does not show, so the contract chose it. */
const BODY_CHOSEN = [
  'POST /account/reset-password',
  'POST /account/registration',
  'POST /account/update-subscription',
];

const endpoints: [string, Endpoint][] = Object.entries(allCalls).flatMap(([domain, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, call]): [string, Endpoint] => [
    `${domain}.${name}`,
    call,
  ]),
);
const route = (call: Endpoint) => `${call.method} ${call.path}`;

describe('the api map', () => {
  it('gives every call its own method and path', () => {
    const routes = endpoints.map(([, call]) => route(call));
    const repeated = routes.filter((value, index) => routes.indexOf(value) !== index);
    expect(repeated).toEqual([]);
  });

  it('holds every call the spec shows', () => {
    const routes = new Set(endpoints.map(([, call]) => route(call)));
    expect(SPEC_GIVEN.filter((given) => !routes.has(given))).toEqual([]);
  });

  it('marks every path the spec does not show as chosen by the contract', () => {
    const unmarked = endpoints
      .filter(([, call]) => !SPEC_GIVEN.includes(route(call)) && call.chosenByContract !== true)
      .map(([name, call]) => `${name}: ${route(call)}`);
    expect(unmarked).toEqual([]);
  });

  it('marks spec-given paths only where the contract chose the body', () => {
    const marked = endpoints
      .filter(([, call]) => SPEC_GIVEN.includes(route(call)) && call.chosenByContract === true)
      .map(([, call]) => route(call));
    expect(marked.sort()).toEqual([...BODY_CHOSEN].sort());
  });

  it('uses Yii-like /resource/action paths whose parameters the params schema names', () => {
    for (const [name, call] of endpoints) {
      expect(call.path, name).toMatch(/^(\/[a-z][a-z-]*)+(\/:[a-z_]+)*$/);
      const sample: Record<string, string> = {};
      for (const match of call.path.matchAll(/:([a-z_]+)/g)) sample[match[1]!] = '1';
      expect(call.params.safeParse(sample).success, name).toBe(true);
    }
  });

  it('rejects unknown query keys on every call', () => {
    for (const [name, call] of endpoints) {
      const result = call.query.safeParse({ unexpected: '1' });
      expect(result.success, name).toBe(false);
      expect(
        result.error?.issues.some(
          (issue) => issue.code === 'unrecognized_keys' && issue.keys.includes('unexpected'),
        ),
        name,
      ).toBe(true);
    }
  });

  it('rejects unknown body keys on every call that takes a body', () => {
    for (const [name, call] of endpoints) {
      const result = call.body.safeParse({ unexpected: '1' });
      expect(result.success, name).toBe(false);
    }
  });

  it('sends no body with GET', () => {
    for (const [name, call] of endpoints.filter(([, call]) => call.method === 'GET')) {
      expect(call.body, name).toBeInstanceOf(z.ZodMiniObject);
      expect(Object.keys((call.body as z.ZodMiniObject).shape), name).toEqual([]);
    }
  });

  it('never returns a PIN or card secret', () => {
    const secret = /"(pin|purchase_pin|password|card_number|card_cvv)"/;
    for (const [name, call] of endpoints) {
      const shape = JSON.stringify(z.toJSONSchema(call.response, { unrepresentable: 'any' }));
      expect(shape, name).not.toMatch(secret);
    }
  });
});

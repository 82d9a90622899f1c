import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, type Endpoint } from '@marquee/contract';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * The contract's calls this server does not answer yet, by module (none today). A call that
 * gets built must leave the list (the second test says so), and every call not on it must be
 * served (the first).
 */
const NOT_YET_SERVED: Partial<Record<keyof typeof allCalls, readonly string[]>> = {};

/** Every call of the contract, named `module.call`, and whether it is on the list above. */
const calls = Object.entries(allCalls).flatMap(([module, moduleCalls]) =>
  Object.entries(moduleCalls as Record<string, Endpoint>).map(([name, endpoint]) => ({
    name: `${module}.${name}`,
    endpoint,
    notYet: NOT_YET_SERVED[module as keyof typeof allCalls]?.includes(name) ?? false,
  })),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.ready();
});
afterAll(() => t.close());

const served = ({ method, path }: Endpoint) => t.app.hasRoute({ method, url: `/api${path}` });

describe('the contract and the server', () => {
  it('serve every call of the contract but those not built yet', () => {
    const missing = calls.filter((call) => !call.notYet && !served(call.endpoint));
    expect(missing.map((call) => call.name)).toEqual([]);
    // The walk over the contract found its calls at all.
    expect(calls.filter((call) => !call.notYet)).not.toHaveLength(0);
  });

  it('list as not built yet only calls that are not served, and only calls that exist', () => {
    const listed = Object.entries(NOT_YET_SERVED).flatMap(([module, names]) =>
      names.map((name) => `${module}.${name}`),
    );
    const known = new Set(calls.map((call) => call.name));
    expect(listed.filter((name) => !known.has(name))).toEqual([]);
    const servedAnyway = calls.filter((call) => call.notYet && served(call.endpoint));
    expect(servedAnyway.map((call) => call.name)).toEqual([]);
  });
});

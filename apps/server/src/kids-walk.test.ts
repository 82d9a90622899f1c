import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Endpoint } from '@marquee/contract';
import { OWNED_BY_ACCOUNTS, walkExamples, type WalkRequest } from './test/kids-walk-examples.js';
import { scanAnswer } from './test/kids-walk-scan.js';
import { buildKidsWalkWorld, WALK_CEILING, type KidsWalkWorld } from './test/kids-walk-world.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// Every subscriber call of the contract, made by a kids profile whose ceiling is PG on the demo
// data, with traces of what is above its ceiling in its positions, favourites, reminders and
// My List and in the operator's picks: no answer may show anything above the ceiling, or
// without a rating, and the calls that name such a title or channel are refused or not found.
const HOUR = 3600;
const hourNow = Math.floor(Date.now() / 1000 / HOUR) * HOUR;
const examples = walkExamples({ start: hourNow - 2 * HOUR, end: hourNow + 6 * HOUR });

type Example = (world: KidsWalkWorld) => WalkRequest[];
const calls = Object.entries(api).flatMap(([domain, domainCalls]) =>
  Object.entries(domainCalls as Record<string, Endpoint>).map(([name, endpoint]) => ({
    name: `${domain}.${name}`,
    endpoint,
    example: (examples as unknown as Record<string, Record<string, Example | undefined>>)[domain]?.[
      name
    ],
  })),
);

let t: TestApp;
let world: KidsWalkWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildKidsWalkWorld(t);
});
afterAll(() => t.close());

/** Whether a request is the call's: its method, and its path with the call's parameters. */
function isRequestOf(endpoint: Endpoint, request: WalkRequest): boolean {
  const pattern = new RegExp(`^${endpoint.path.replace(/:[A-Za-z_]+/g, '[^/?]+')}(\\?|$)`);
  return (request.method ?? 'GET') === endpoint.method && pattern.test(request.url);
}

/** Whether the answer's data is an empty array or an empty list. */
function isEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) && items.length === 0;
}

describe('the kids walk', () => {
  it('has requests of its own for every subscriber call of the contract', () => {
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((call) => !call.example).map((call) => call.name)).toEqual([]);
    const strays = calls.flatMap((call) =>
      call.example!(world)
        .filter((request) => !isRequestOf(call.endpoint, request))
        .map((request) => `${call.name}: ${request.method ?? 'GET'} ${request.url}`),
    );
    expect(strays).toEqual([]);
  });

  it('answers a kids profile nothing above its ceiling, and refuses what names it', async () => {
    const leaks: string[] = [];
    const wrong: string[] = [];
    let rated = 0;
    for (const call of calls) {
      const served = t.app.hasRoute({
        method: call.endpoint.method,
        url: `/api${call.endpoint.path}`,
      });
      for (const request of call.example!(world)) {
        const label = `${call.name} ${request.method ?? 'GET'} ${request.url}`;
        const token = request.token === undefined ? world.kids.token : request.token;
        const response = await t.call({
          method: request.method ?? 'GET',
          url: `/api${request.url}`,
          ...(token === null ? {} : { token }),
          ...(request.body === undefined ? {} : { body: request.body }),
          ...(request.headers ? { headers: request.headers } : {}),
        });
        if (!served) {
          // Not built yet: only the account module's calls, and they answer 404 until they are.
          if (!OWNED_BY_ACCOUNTS.includes(call.name) || response.statusCode !== 404) {
            wrong.push(`${label}: not served, answered ${response.statusCode}`);
          }
          continue;
        }
        if (response.statusCode >= 500) wrong.push(`${label}: ${response.statusCode}`);
        const body = response.json<{ data?: unknown; notice?: { key: string } }>();
        if (request.expect === 'empty') {
          if (response.statusCode !== 200 || !isEmpty(body.data)) {
            wrong.push(
              `${label}: not empty (${response.statusCode}) ${response.body.slice(0, 200)}`,
            );
          }
        } else if (request.expect) {
          const { status, notice } = request.expect;
          if (response.statusCode !== status || (notice && body.notice?.key !== notice)) {
            wrong.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }
        const scan = scanAnswer(body, WALK_CEILING, world.hidden);
        rated += scan.rated;
        leaks.push(...scan.leaks.map((found) => `${label} ${found}`));
      }
    }
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
    // The walk met titles and channels enough to mean something.
    expect(rated).toBeGreaterThan(200);
  });
});

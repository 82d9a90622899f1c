import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketEvent, Status, type Configuration } from '@marquee/contract';
import { aloneCluster } from '../../../cluster/index.js';
import { bearer, studioCalls } from '../../../test/studio-calls.js';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_OPERATOR } from '../../studio/operators/index.js';
import { seedDemoOperators } from '../../studio/operators/operator-accounts.js';
import { defaultConfiguration } from './default-configuration.js';

// Two instances of one service: the change is made on one, subscribers are served by the other.
const cluster = aloneCluster();
let t: TestApp;
let twin: Awaited<ReturnType<typeof createTwinApp>>;
let studio: ReturnType<typeof studioCalls>;
let owner: string;
let editor: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp({ cluster });
  twin = await createTwinApp(t, { cluster });
  studio = studioCalls(t);
  await seedDemoOperators(t.database.db);
  owner = (await studio.session(DEMO_OPERATOR.email, DEMO_OPERATOR.password)).token;
  editor = await studio.newOperator('editor.desk@marquee.local', 'editor');
  support = await studio.newOperator('support.desk@marquee.local', 'support');
});
afterAll(async () => {
  await twin.close();
  await t.close();
});

const SERVED = '/api/composer/configuration/web';
const served = async (call: TestApp['call'] = (options) => t.call(options)) =>
  (await call({ url: SERVED })).json<{ data: Configuration }>().data;
const change = (token: string, body: unknown) =>
  t.call({ method: 'PUT', url: '/api/studio/configuration', headers: bearer(token), body });
const readStored = (token: string) =>
  t.call({ url: '/api/studio/configuration', headers: bearer(token) });
const readAudit = (token: string, query = '') =>
  t.call({ url: `/api/studio/audit${query}`, headers: bearer(token) });

describe('the studio configuration calls', () => {
  it('serve an editor’s new app name and colour to subscribers at once, on every instance', async () => {
    await served(twin.call); // the twin's memo now holds the old configuration
    const next = { ...defaultConfiguration, app_name: 'Cinemateca', theme_color: '#ffff00' };
    const response = await change(editor, next);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.notice).toEqual({ key: 'studioConfigurationSaved' });
    expect(body.data).toMatchObject({ app_name: 'Cinemateca', theme_color: '#ffff00' });
    // Yellow under white text is unreadable: subscribers see a darker shade of it.
    expect(body.data.served.main).not.toBe('#ffff00');
    expect(body.data.served.main).toMatch(/^#[0-9a-f]{6}$/);

    for (const call of [undefined, twin.call]) {
      expect(await served(call)).toMatchObject({ app_name: 'Cinemateca', theme_color: '#ffff00' });
    }
    const stored = await readStored(owner);
    expect(stored.json().data.app_name).toBe('Cinemateca');
    // The web app's install manifest reads the same store.
    const manifest = await twin.call({ url: '/manifest.webmanifest' });
    expect(manifest.json()).toMatchObject({ name: 'Cinemateca' });
  });

  it('refuse support (403) and a caller without a session (401)', async () => {
    const before = await served();
    for (const response of [
      await readStored(support),
      await change(support, defaultConfiguration),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().notice).toEqual({
        key: 'studioRoleRefused',
        params: { role: 'support' },
      });
    }
    const anonymous = await t.call({ method: 'PUT', url: '/api/studio/configuration', body: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await served()).toEqual(before);
  });

  it('refuse an invalid configuration with 400 and field messages, and change nothing', async () => {
    const before = await served();
    const audited = (await readAudit(owner)).json().data.pager.count;
    const response = await change(editor, {
      ...defaultConfiguration,
      app_name: '   ',
      theme_color: 'not a colour',
      web: { ...defaultConfiguration.web, modules: { vod: 'yes' } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(Status.failure);
    expect(body.message).toContain('app_name');
    expect(body.errors).toMatchObject({
      app_name: ['Required'],
      theme_color: ['Not a colour: use #rrggbb, rgb(), hsl() or a colour name'],
      'web[modules][vod]': ['Must be true or false'],
    });
    expect(await served()).toEqual(before);
    expect((await readAudit(owner)).json().data.pager.count).toBe(audited);
  });
});

describe('the studio audit log', () => {
  it('holds the change with its operator, before and after, newest first, for the owner only', async () => {
    await change(editor, { ...defaultConfiguration, app_name: 'Filmoteca' });
    const response = await readAudit(owner, '?action=configuration.update');
    expect(response.statusCode).toBe(200);
    const { items, pager } = response.json().data;
    expect(pager).toEqual({ page: 1, pageCount: 1, count: 2 });
    expect(items[0]).toMatchObject({
      operator_email: 'editor.desk@marquee.local',
      action: 'configuration.update',
      target: 'configuration',
      before: { app_name: 'Cinemateca' },
      after: { app_name: 'Filmoteca' },
    });
    expect(items[1]).toMatchObject({
      before: { app_name: 'Marquee' },
      after: { app_name: 'Cinemateca' },
    });
    expect(Date.parse(items[0].at)).toBeGreaterThanOrEqual(Date.parse(items[1].at));

    expect((await readAudit(editor)).statusCode).toBe(403);
    expect((await t.call({ url: '/api/studio/audit' })).statusCode).toBe(401);
  });

  it('filters by operator, action and time on the server, and refuses a bad filter with 400', async () => {
    const byOwner = await readAudit(owner, '?operator=OPERATOR@marquee.local');
    expect(byOwner.json().data.items).toEqual([]);
    const byEditor = await readAudit(owner, '?operator=editor.desk@marquee.local');
    expect(byEditor.json().data.pager.count).toBe(3);
    expect((await readAudit(owner, '?action=device.remove')).json().data.pager.count).toBe(0);
    const later = new Date(t.now().getTime() + 60_000).toISOString();
    expect((await readAudit(owner, `?since=${later}`)).json().data.items).toEqual([]);
    expect((await readAudit(owner, '?page=2')).json().data).toMatchObject({
      items: [],
      pager: { page: 2 },
    });
    const bad = await readAudit(owner, '?since=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.since).toEqual(['must be an ISO 8601 date-time']);
  });
});

describe('the configuration-changed socket event', () => {
  it('reaches a subscriber socket connected to another instance', async () => {
    await twin.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = twin.app.server.address() as AddressInfo;
    const { token } = await t.login();
    const socket: Socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      query: { token },
    });
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(undefined));
        socket.once('connect_error', reject);
      });
      const told = new Promise((resolve) => socket.once(SocketEvent.configurationChanged, resolve));
      await change(editor, { ...defaultConfiguration, app_name: 'Cineclube' });
      await expect(told).resolves.toEqual({});
    } finally {
      socket.close();
    }
  });
});

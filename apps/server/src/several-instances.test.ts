// Two built servers on loopback, on one PostgreSQL database (made for the run, dropped after)
// and one Redis, as an operator runs several instances behind a load balancer. Runs in a suite
// of its own (vitest.instances.config.ts, `npm test` with TEST_DATABASE_URL and TEST_REDIS_URL).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_WEB, Header, SocketEvent, TENANT_GENERAL, type VodItem } from '@marquee/contract';
import { DEMO_ACCOUNT } from './modules/intake/seed/index.js';
import { call, instancesFixture, login, runImport, startInstance } from './test/instances.js';
import type { ServerProcess } from './test/server-process.js';

const { database, env, shared } = instancesFixture();
const databaseUrl = database.url;
const start = (port?: number) => startInstance(env, port);

let a: ServerProcess;
let b: ServerProcess;
const work: string[] = [];

beforeAll(async () => {
  await database.create();
  // Both at once on the empty database: one migrates and seeds, the other waits its turn.
  [a, b] = await Promise.all([start(), start()]);
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database.drop();
  await Promise.all(work.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

describe('several instances on one PostgreSQL database and one Redis', () => {
  it('both serve after starting at once on an empty database, which one of them seeded', async () => {
    const seededBy = [a, b].filter((server) => server.output().includes('seeded with demo data'));
    expect(seededBy).toHaveLength(1);
    for (const server of [a, b]) {
      expect(await call(server, '/api/health')).toMatchObject({
        status: 200,
        body: { data: { ok: true, database: 'postgres' } },
      });
    }
    const shared = postgres(databaseUrl, { max: 1 });
    try {
      const [row] = await shared<{ count: number }[]>`
        select count(*)::int as count from accounts where email = ${DEMO_ACCOUNT.email}`;
      expect(row?.count).toBe(1);
    } finally {
      await shared.end();
    }
  });

  it('takes a session made on A on B', async () => {
    const session = await login(a, 'session-from-a');
    const devices = await call(b, '/api/account/devices', { token: session.token });
    expect(devices.status).toBe(200);
    expect(
      devices.body.data.some((device: { uid: string }) => device.uid === 'session-from-a'),
    ).toBe(true);
  });

  it("logs out A's socket within 2 s when the device is removed through B", async () => {
    const phone = await login(a, 'phone-on-a');
    const tablet = await login(b, 'tablet-on-b');
    const socket = io(a.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      query: { token: phone.token },
    });
    try {
      await new Promise<void>((connected, failed) => {
        socket.once('connect', connected);
        socket.once('connect_error', failed);
      });
      const loggedOut = new Promise<unknown>((received) =>
        socket.once(SocketEvent.forceLogout, received),
      );
      const removedAt = Date.now();
      const removed = await call(b, '/api/account/remove-device', {
        token: tablet.token,
        body: { id: phone.device.id },
      });
      expect(removed.status).toBe(200);
      const payload = await Promise.race([
        loggedOut,
        new Promise((late) => setTimeout(() => late('no force-logout within 2 s'), 2_000)),
      ]);
      expect(payload).toEqual({ reason: 'device-removed' });
      expect(Date.now() - removedAt).toBeLessThan(2_000);
      // And A refuses the phone's token at once.
      expect((await call(a, '/api/account/devices', { token: phone.token })).status).toBe(401);
    } finally {
      socket.disconnect();
    }
  });

  it('streams on B, at once, a film rented on A', async () => {
    const viewer = await login(a, 'renter');
    const films = await call(b, '/api/vods/list?filter[type]=0&limit=100', {
      token: viewer.token,
    });
    const film = (films.body.data.items as VodItem[]).find((item) =>
      item.movie_source.profiles.some(
        (profile) => profile.business_model === 'tvod_dtr' && !profile.subscribed,
      ),
    )!;
    const profile = film.movie_source.profiles.find((p) => p.business_model === 'tvod_dtr')!;
    const stream = () =>
      call(b, '/api/vods/stream', {
        token: viewer.token,
        body: { single_event_vod_id: film.id, vod_profile_id: profile.id },
      });
    // B now remembers that the account has not rented it.
    expect((await stream()).status).toBe(403);
    const rented = await call(a, '/api/vods/rent', {
      token: viewer.token,
      body: { single_event_vod_id: film.id, vod_profile_id: profile.id, duration: 2 },
    });
    expect(rented.status, JSON.stringify(rented.body)).toBe(200);
    const granted = await stream();
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.data.url).toMatch(/\.m3u8$/);
    // The URL A's key signed plays on A: the instances share MEDIA_SIGNING_SECRET.
    const playlist = await fetch(`${a.baseUrl}${granted.body.data.url}`);
    expect(playlist.status).toBe(200);
  });

  it('lists on B within a second a film imported while both serve', async () => {
    const viewer = await login(b, 'importer-viewer');
    const title = `Several Instances ${process.pid}`;
    const dir = await mkdtemp(join(tmpdir(), 'marquee-instances-'));
    work.push(dir);
    const file = join(dir, 'one-film.json');
    await writeFile(file, JSON.stringify([{ title, year: 2026 }]));
    const search = `/api/vods/list?filter[type]=0&filter[title]=${encodeURIComponent(title)}`;
    // B's catalogue is in memory before the import.
    expect((await call(b, search, { token: viewer.token })).body.data.items).toEqual([]);
    // With REDIS_URL the import tells the servers at once; they would see it within a second.
    await runImport('catalogue', file, shared);
    const imported = Date.now();
    let titles: string[] = [];
    while (Date.now() - imported < 1_000 && titles.length === 0) {
      const list = await call(b, search, { token: viewer.token });
      titles = (list.body.data.items as VodItem[]).map((item) => item.title);
      if (titles.length === 0) await new Promise((wait) => setTimeout(wait, 50));
    }
    expect(titles).toEqual([title]);
  });

  it('loses no request while A, then B, is restarted under load', async () => {
    const instances = [a, b];
    let turn = 0;
    let served = 0;
    const failures: string[] = [];
    let hammering = true;
    // A client that, as a load balancer does, sends each request to the next instance and
    // retries it on the other when the connection is refused or closed before any answer.
    async function oneRequest(): Promise<void> {
      const refusals: string[] = [];
      const first = turn++;
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const server = instances[(first + attempt) % instances.length]!;
        let response: Response;
        try {
          response = await fetch(`${server.baseUrl}/api/composer/configuration/web`, {
            headers: { [Header.device]: DEVICE_WEB, [Header.tenant]: TENANT_GENERAL },
          });
        } catch (error) {
          const cause = (error as Error).cause as NodeJS.ErrnoException | undefined;
          refusals.push(`${server.port}: ${cause?.code ?? cause?.message ?? String(error)}`);
          continue;
        }
        if (response.status === 200) {
          await response.arrayBuffer();
          served += 1;
        } else {
          failures.push(`${server.port}: ${response.status} ${await response.text()}`);
        }
        return;
      }
      failures.push(`no instance answered (${refusals.join(', ')})`);
    }
    const clients = Array.from({ length: 8 }, async () => {
      while (hammering) await oneRequest();
    });
    const restart = async (index: 0 | 1) => {
      const old = instances[index]!;
      await new Promise((wait) => setTimeout(wait, 500));
      expect(await old.kill('SIGTERM')).toBe(0);
      instances[index] = await start(old.port);
    };
    try {
      await restart(0);
      await restart(1);
      await new Promise((wait) => setTimeout(wait, 500));
    } finally {
      hammering = false;
      await Promise.all(clients);
    }
    [a, b] = instances as [ServerProcess, ServerProcess];
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(100);
  }, 240_000);
});

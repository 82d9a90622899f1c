// A write the server acknowledged survives the process being killed at once after (SIGKILL:
// no shutdown, no flush), and a kill in the middle of the first start's seed or of a catalogue
// import leaves a database that the next start, or the next import, completes. The built
// server (apps/server/dist, `npm run build`) runs in a process of its own
// (test/server-process.ts), on PGlite in a DATA_DIR, or on PostgreSQL when TEST_DATABASE_URL
// is set, as the other server tests are.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf, reminderSchema } from '@marquee/contract';
import { z } from 'zod/mini';
import { serverRoot } from './paths.js';
import { registrationBody } from './test/account-fixtures.js';
import { createPostgresDatabase, type PostgresDatabase } from './test/fresh-database.js';
import {
  freshDataDir,
  spawnServerProcess,
  startServerProcess,
  type ServerProcess,
} from './test/server-process.js';
import { DEMO_ACCOUNT } from './modules/intake/seed/seed.js';
import { post, get, logIn, vodList, filmOf, catalogueCounts } from './test/server-calls.js';

const repositoryRoot = join(serverRoot, '..', '..');
const catalogueDir = join(repositoryRoot, '..', 'shared', 'data', 'catalogue');
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Kills after an acknowledged write. */
const KILLS = 20;

/** Where a server keeps its data: a DATA_DIR, and on PostgreSQL a database of its own. */
interface Place {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  remove(): Promise<void>;
}

async function freshPlace(): Promise<Place> {
  const dataDir = freshDataDir('marquee-crash-');
  const database: PostgresDatabase | undefined = postgresUrl
    ? await createPostgresDatabase(postgresUrl, 'marquee_test_crash')
    : undefined;
  return {
    dataDir,
    env: database ? { DATABASE_URL: database.url } : {},
    async remove() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const start = (place: Place) =>
  startServerProcess({ dataDir: place.dataDir, env: place.env, startTimeoutMs: 120_000 });

/** An acknowledged write, and how to find it again. */
interface Write {
  kind: string;
  check(server: ServerProcess, token: string): Promise<void>;
}

let place: Place;
let server: ServerProcess;
let token: string;
/** What a first start that nobody interrupted lists, and how long it took. */
let reference: { counts: Awaited<ReturnType<typeof catalogueCounts>>; startupMs: number };

beforeAll(async () => {
  if (!existsSync(join(serverRoot, 'dist', 'main.js'))) {
    throw new Error('The built server is missing: run `npm run build` first');
  }
  place = await freshPlace();
  server = await start(place);
  const login = await logIn(server, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  token = login.token!;
  reference = { counts: await catalogueCounts(server, token), startupMs: server.startupMs };
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await place?.remove();
});

describe.sequential(`a kill (SIGKILL) on ${postgresUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it(`loses none of the writes acknowledged just before each of ${KILLS} kills`, async () => {
    const films = (await get(server, '/vods/list?filter[type]=0&limit=200', vodList, token)).items;
    const playable = films.filter((film) => film.movie_source.profiles.some((p) => p.subscribed));
    const rentable = films.flatMap((film) =>
      film.movie_source.profiles
        .filter((p) => !p.subscribed && p.business_model.startsWith('tvod'))
        .slice(0, 1)
        .map((profile) => ({ film, profile })),
    );
    const now = Math.floor(Date.now() / 1000);
    const guide = await get(
      server,
      `/epgs/index?page=1&limit=50&filter[start]=${now + 3 * 3600}&filter[end]=${now + 9 * 3600}`,
      listOf(
        z.object({ programmes: z.array(z.object({ id: z.int(), start_timestamp: z.int() })) }),
      ),
      token,
    );
    const programmes = guide.items
      .flatMap((row) => row.programmes)
      .filter((programme) => programme.start_timestamp > now + 2 * 3600);
    expect(playable.length).toBeGreaterThanOrEqual(KILLS / 4);
    expect(rentable.length).toBeGreaterThanOrEqual(KILLS / 4);
    expect(programmes.length).toBeGreaterThanOrEqual(KILLS / 4);

    /** Each kind of write, the n-th time: sends it, and says how to find it. */
    const writes: Record<string, (n: number) => { send: () => Promise<Response>; write: Write }> = {
      progress: (n) => {
        const film = playable[n]!;
        const stopped = 600 + n;
        return {
          send: () =>
            post(
              server,
              '/vods/save-progress',
              { single_event_vod_id: film.id, stopped_time: stopped, duration: 5400 },
              token,
            ),
          write: {
            kind: `progress of film ${film.id} at ${stopped} s`,
            check: async (on, as) =>
              expect((await filmOf(on, as, film.id)).continue_watching?.stopped_time).toBe(stopped),
          },
        };
      },
      rental: (n) => {
        const { film, profile } = rentable[n]!;
        const days = profile.pricing?.find((price) => price.duration)?.duration;
        return {
          send: () =>
            post(
              server,
              '/vods/rent',
              {
                single_event_vod_id: film.id,
                vod_profile_id: profile.id,
                ...(days ? { duration: days } : {}),
              },
              token,
            ),
          write: {
            kind: `rental of profile ${profile.id} of film ${film.id}`,
            check: async (on, as) => {
              const found = (await filmOf(on, as, film.id)).movie_source.profiles.find(
                (p) => p.id === profile.id,
              );
              expect(found?.subscribed).toBe(true);
            },
          },
        };
      },
      registration: () => {
        const body = registrationBody();
        return {
          send: () => post(server, '/account/registration', body),
          write: {
            kind: `registration of ${body.email}`,
            check: async (on) =>
              expect((await logIn(on, body.email, body.password)).status).toBe(200),
          },
        };
      },
      reminder: (n) => {
        const programme = programmes[n]!;
        return {
          send: () => post(server, '/epg-reminders/add', { epg_programme_id: programme.id }, token),
          write: {
            kind: `reminder of programme ${programme.id}`,
            check: async (on, as) => {
              const listed = await get(on, '/epg-reminders/index', z.array(reminderSchema), as);
              expect(listed.map((reminder) => reminder.epg_programme_id)).toContain(programme.id);
            },
          },
        };
      },
    };
    const kinds = Object.keys(writes);
    const acknowledged: Write[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      const kind = kinds[kill % kinds.length]!;
      const { send, write } = writes[kind]!(Math.floor(kill / kinds.length));
      const response = await send();
      const status = response.status;
      // At once on the acknowledgement, before even its body is read.
      await server.kill('SIGKILL');
      expect(status, write.kind).toBe(200);
      acknowledged.push(write);
      server = await start(place);
      await write.check(server, token);
    }
    // Every acknowledged write, on the last start.
    for (const write of acknowledged) await write.check(server, token);
    expect(await catalogueCounts(server, token)).toEqual(reference.counts);
  }, 600_000);

  it('during the first start: the next start finishes the seed', async () => {
    const seedPlace = await freshPlace();
    try {
      // Kills at points spread over the first part of a first start's time; each start begins
      // again from what the one before left. On a busy machine a start may go faster than the
      // reference: a kill after it answered is not one during the seed, and is not counted.
      let killedDuringSeed = 0;
      for (const share of [0.1, 0.25, 0.4, 0.6]) {
        const spawned = await spawnServerProcess({
          dataDir: seedPlace.dataDir,
          env: seedPlace.env,
        });
        await new Promise((wait) => setTimeout(wait, share * reference.startupMs));
        const answered = await fetch(`${spawned.baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        await spawned.kill('SIGKILL');
        if (!answered) killedDuringSeed += 1;
      }
      expect(killedDuringSeed).toBeGreaterThanOrEqual(3);
      const recovered = await start(seedPlace);
      try {
        const login = await logIn(recovered, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
        expect(login.status).toBe(200);
        expect(await catalogueCounts(recovered, login.token!)).toEqual(reference.counts);
      } finally {
        await recovered.kill('SIGTERM');
      }
    } finally {
      await seedPlace.remove();
    }
  }, 300_000);

  it('during a catalogue import: the next import completes it', async () => {
    const files = existsSync(catalogueDir)
      ? readdirSync(catalogueDir)
          .filter((name) => /^movies-.*\.json$/.test(name))
          .map((name) => join(catalogueDir, name))
      : [];
    expect(files, `the real catalogue's movies-*.json in ${catalogueDir}`).not.toHaveLength(0);
    // The importer takes the data folder only when no server holds it.
    await server.kill('SIGTERM');
    for (const afterMs of [1500, 3000]) {
      const killed = await runImport(files, { killAfterMs: afterMs });
      expect(killed.ended, `the import ended before the kill at ${afterMs} ms`).toBe('SIGKILL');
    }
    const completed = await runImport(files);
    expect(completed.ended, completed.output).toBe(0);
    const { report } = JSON.parse(completed.output) as {
      report: { records: number; imported: number; merged: number; unchanged: number };
    };
    server = await start(place);
    const counts = await catalogueCounts(server, token);
    expect(counts.films).toBe(reference.counts.films + report.imported);
    expect(report.imported).toBeGreaterThan(12_000);
  }, 300_000);
});

/** `node apps/server/dist/import.js catalogue --json FILES` on the place; killed if told. */
function runImport(
  files: string[],
  options: { killAfterMs?: number } = {},
): Promise<{ ended: number | string; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: place.dataDir, ...place.env };
  if (!place.env.DATABASE_URL) delete env.DATABASE_URL;
  delete env.INIT_CWD;
  const child = spawn(
    process.execPath,
    ['apps/server/dist/import.js', 'catalogue', '--json', ...files],
    { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer =
    options.killAfterMs === undefined
      ? undefined
      : setTimeout(() => child.kill('SIGKILL'), options.killAfterMs);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ ended: code ?? signal ?? 'unknown', output });
    }),
  );
}

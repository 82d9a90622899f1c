import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalLeases, type Leases } from '../../../cluster/index.js';
import type { Database } from '../../../db/client.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { insertChannels } from '../../live/live/live-fixtures.js';
import type { ReadUpstream } from './channel-restream.js';
import {
  MIN_IDLE_MS,
  createRestreamSessions,
  type RestreamChannel,
  type RestreamSessions,
} from './restream-sessions.js';
import { createSegmentStore } from './segment-store.js';

// Sessions, the store and leases on a real database and folder, with a scripted upstream
// (real upstreams: restream-origin.test.ts).

let database: Database;
let mediaDir: string;
let channelIds: number[];
const open: RestreamSessions[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), 'marquee-restream-'));
  channelIds = await insertChannels(database.db, [
    { channelNumber: 1, title: 'One', streamUrl: 'http://one/' },
    { channelNumber: 2, title: 'Two', streamUrl: 'http://two/' },
    { channelNumber: 3, title: 'Three', streamUrl: 'http://three/' },
  ]);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((sessions) => sessions.close()));
});
afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** An upstream giving a 1 KB segment of 50 ms every 50 ms; counts its sessions. */
function upstream() {
  const sessions = { started: 0 };
  const read: ReadUpstream = async (_url, { signal, onSegment, onBytes }) => {
    sessions.started += 1;
    while (!signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (signal.aborted) return;
      onBytes(1000);
      await onSegment({
        data: Buffer.alloc(1000),
        durationMs: 50,
        container: 'ts',
        discontinuity: false,
      });
    }
  };
  return { read, sessions };
}

function setUp(
  options: {
    idleMs?: number;
    quotaBytes?: number;
    leases?: Leases;
    now?: () => Date;
  } = {},
) {
  const store = createSegmentStore({ db: database.db, mediaDir });
  const events = { evicted: 0, states: [] as string[] };
  const source = upstream();
  const sessions = createRestreamSessions({
    store,
    read: source.read,
    leases: options.leases ?? createLocalLeases(),
    now: options.now ?? (() => new Date()),
    log: { info() {}, warn() {} },
    events: {
      state: (_channel, state) => events.states.push(state),
      bytesIn() {},
      viewers() {},
      evicted: (bytes) => (events.evicted += bytes),
    },
    idleMs: options.idleMs ?? 60_000,
    quotaBytes: options.quotaBytes ?? 1e9,
  });
  open.push(sessions);
  return { sessions, store, events, source };
}

const NAMES = ['one', 'two', 'three'];
const channel = (index: number, over: Partial<RestreamChannel> = {}): RestreamChannel => ({
  id: channelIds[index]!,
  title: NAMES[index]!,
  sources: [`http://${NAMES[index]}/`],
  recorded: false,
  keepMs: 60_000,
  ...over,
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('restream sessions', () => {
  it('runs one upstream session for a channel however many devices watch it', async () => {
    const { sessions, source } = setUp();
    await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((device) => sessions.watch(channel(0), device)),
    );
    expect(await sessions.settled(channel(0).id, 2_000)).toBe('up');
    expect(source.sessions.started).toBe(1);
    expect(sessions.status()[0]).toMatchObject({
      channelId: channel(0).id,
      viewers: 10,
      state: 'up',
    });
  });

  it('stops a channel nobody watches once the idle time has passed, unless it is recorded', async () => {
    let clock = Date.now();
    const { sessions } = setUp({
      idleMs: 100,
      now: () => new Date(clock),
      leases: createLocalLeases(() => clock),
    });
    await sessions.watch(channel(0), 1);
    await sessions.watch(channel(1, { recorded: true }), 1);
    expect(await sessions.settled(channel(1).id, 2_000)).toBe('up');
    // Never sooner than MIN_IDLE_MS, whatever the setting: players ask every few seconds.
    clock += MIN_IDLE_MS - 1_000;
    await sessions.lookAfter();
    expect(sessions.stateOf(channel(0).id)).toBeDefined();
    clock += 2_000;
    await sessions.lookAfter();
    expect(sessions.stateOf(channel(0).id)).toBeUndefined();
    expect(sessions.stateOf(channel(1).id)).toBe('up');
  });

  it('keeps a watched channel that is not recorded through a recording pass, and stops one whose sources changed', async () => {
    const { sessions, source } = setUp();
    await sessions.watch(channel(0), 1);
    await sessions.watch(channel(1), 1);
    expect(await sessions.settled(channel(1).id, 2_000)).toBe('up');
    expect(sessions.running().sort()).toEqual([channel(0).id, channel(1).id].sort());
    // The recorded channels and those running, as they stand: channel 1's list moved on.
    await sessions.keepRecording([channel(0), channel(1, { sources: ['http://elsewhere/'] })]);
    expect(sessions.stateOf(channel(0).id)).toBe('up');
    expect(sessions.stateOf(channel(1).id)).toBeUndefined();
    expect(source.sessions.started).toBe(2);
  });

  it('stops a running channel that is no longer restreamed, and starts a newly recorded one', async () => {
    const { sessions } = setUp();
    await sessions.watch(channel(0), 1);
    await sessions.keepRecording([channel(2, { recorded: true })]);
    expect(sessions.stateOf(channel(0).id)).toBeUndefined();
    expect(sessions.running()).toEqual([channel(2).id]);
  });

  it('stops a deleted channel at once, recorded or watched, and forgets its viewers', async () => {
    const { sessions, events } = setUp();
    await sessions.watch(channel(1, { recorded: true }), 1);
    expect(await sessions.settled(channel(1).id, 2_000)).toBe('up');
    await sessions.forget(channel(1).id);
    expect(sessions.stateOf(channel(1).id)).toBeUndefined();
    expect(sessions.status().map((entry) => entry.channelId)).not.toContain(channel(1).id);
    expect(events.states.at(-1)).toBe('idle');
  });

  it('leaves a channel another instance holds to it, and serves what that one stores', async () => {
    const leases = createLocalLeases();
    const first = setUp({ leases });
    // The second instance finds every lease held: the first holds them.
    const second = setUp({ leases: { ...leases, hold: () => Promise.resolve(false) } });
    expect(await first.sessions.watch(channel(0), 1)).toBe('starting');
    expect(await second.sessions.watch(channel(0), 2)).toBe('elsewhere');
    expect(await first.sessions.settled(channel(0).id, 2_000)).toBe('up');
    await wait(200);
    expect(second.source.sessions.started).toBe(0);
    const { rows } = await second.store.slice(channel(0).id, Date.now() - 10_000, Date.now() + 1);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('prunes segments past the channel window, files and rows', async () => {
    const { sessions, store } = setUp();
    await sessions.watch(channel(2, { keepMs: 200 }), 1);
    await wait(600);
    await sessions.lookAfter();
    const { rows } = await store.slice(channel(2).id, 0, Date.now() + 1);
    expect(rows.every((row) => row.startsAt.getTime() + row.durationMs >= Date.now() - 400)).toBe(
      true,
    );
    const files = await readdir(join(mediaDir, 'channels', String(channel(2).id)));
    expect(files.length).toBeLessThanOrEqual(rows.length + 2);
  });

  it('deletes the oldest segments first when recordings reach their quota, and counts them', async () => {
    const { sessions, store, events } = setUp({ quotaBytes: 5_000 });
    await sessions.watch(channel(0, { recorded: true, keepMs: 3_600_000 }), 1);
    await wait(600);
    await sessions.lookAfter();
    expect(events.evicted).toBeGreaterThan(0);
    expect(await store.usage()).toBeLessThanOrEqual(5_000);
  });
});

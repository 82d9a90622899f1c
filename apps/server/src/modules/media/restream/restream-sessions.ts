import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { Leases } from '../../../cluster/index.js';
import { createRecorder } from './channel-recorder.js';
import {
  startChannelRestream,
  type ChannelRestream,
  type ReadUpstream,
  type RestreamState,
  type RestreamTiming,
} from './channel-restream.js';
import type {
  RestreamChannel,
  RestreamSessionEvents,
  RestreamStatus,
} from './restream-session-types.js';
import type { SegmentStore } from './segment-store.js';

export type { RestreamChannel, RestreamSessionEvents, RestreamStatus };

/** How long a lease on a channel's restream lasts unless renewed (every housekeeping pass). */
export const LEASE_MS = 30_000;
/** How often sessions are looked after: leases renewed, idle ones stopped, old segments pruned. */
export const HOUSEKEEPING_MS = 5_000;
/** A device that asked for nothing of a channel this long is no longer counted as watching it. */
const VIEWER_GONE_MS = 30_000;
/** How often one instance says that a channel has viewers here. */
const DEMAND_EVERY_MS = 5_000;
/**
 * The least time a channel nobody asks for goes on: players ask for the live playlist every
 * target duration or so, so a shorter one would stop a channel someone watches between two asks.
 */
export const MIN_IDLE_MS = 10_000;
/** How long a stream call waits for a channel's first segment before it answers anyway. */
export const FIRST_SEGMENT_WAIT_MS = 8_000;

const leaseKey = (channelId: number) => `restream:${channelId}`;
const demandKey = (channelId: number) => `restream-demand:${channelId}`;

/**
 * The restreams this instance runs: one per channel, whatever the number of viewers, started by
 * the first viewer (or at once for a recorded channel) and stopped `idleMs` after the last
 * leaves, unless recorded. Instances sharing Redis share the work through leases: the holder of
 * a channel's lease restreams it into the shared store, the others serve what it stored; a
 * viewer anywhere keeps it going (a demand mark every instance reads).
 */
export function createRestreamSessions(deps: {
  store: SegmentStore;
  read: ReadUpstream;
  leases: Leases;
  now: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  events: RestreamSessionEvents;
  idleMs: number;
  /** The bytes all recordings may take; the oldest segments go first beyond it. */
  quotaBytes: number;
  timing?: RestreamTiming;
}) {
  const { store, read, leases, now, log, events, quotaBytes } = deps;
  const idleMs = Math.max(deps.idleMs, MIN_IDLE_MS);
  const sessions = new Map<number, { channel: RestreamChannel; restream: ChannelRestream }>();
  const starting = new Map<number, Promise<void>>();
  const viewers = new Map<number, Map<number, number>>();
  const lastWatched = new Map<number, number>();
  const demandSaid = new Map<number, number>();
  const bytesIn = new Map<number, number>();
  const bytesOut = new Map<number, number>();
  const titles = new Map<number, string>();
  let closed = false;

  const add = (counts: Map<number, number>, channelId: number, bytes: number) =>
    counts.set(channelId, (counts.get(channelId) ?? 0) + bytes);

  function viewersOf(channelId: number): number {
    const devices = viewers.get(channelId);
    if (!devices) return 0;
    const since = now().getTime() - VIEWER_GONE_MS;
    for (const [device, seen] of devices) if (seen < since) devices.delete(device);
    return devices.size;
  }

  async function start(channel: RestreamChannel): Promise<void> {
    if (closed || sessions.has(channel.id) || channel.sources.length === 0) return;
    if (!(await leases.hold(leaseKey(channel.id), LEASE_MS))) return;
    const recorder = createRecorder(store, channel.id, now, await store.last(channel.id));
    const restream = startChannelRestream({
      channelId: channel.id,
      sources: channel.sources,
      read,
      recorder,
      now,
      log,
      timing: deps.timing,
      events: {
        bytesIn(bytes) {
          add(bytesIn, channel.id, bytes);
          events.bytesIn(channel.id, bytes);
        },
        state: (state) => events.state(channel.id, state),
      },
    });
    sessions.set(channel.id, { channel, restream });
    events.state(channel.id, 'starting');
    log.info({ channel: channel.id }, `channel ${channel.id}: restream started`);
  }

  /** Starts a channel's restream unless it runs (here or elsewhere); one start at a time. */
  function ensure(channel: RestreamChannel): Promise<void> {
    titles.set(channel.id, channel.title);
    if (sessions.has(channel.id)) return Promise.resolve();
    let pending = starting.get(channel.id);
    if (!pending) {
      pending = start(channel).finally(() => starting.delete(channel.id));
      starting.set(channel.id, pending);
    }
    return pending;
  }

  async function stop(channelId: number, why: string): Promise<void> {
    const session = sessions.get(channelId);
    if (!session) return;
    sessions.delete(channelId);
    await session.restream.stop();
    await leases.release(leaseKey(channelId));
    events.state(channelId, 'idle');
    log.info({ channel: channelId }, `channel ${channelId}: restream stopped (${why})`);
  }

  async function lookAfter(): Promise<void> {
    const at = now().getTime();
    for (const [channelId, { channel }] of sessions) {
      if (!(await leases.hold(leaseKey(channelId), LEASE_MS))) {
        await stop(channelId, 'another instance holds it now');
        continue;
      }
      events.viewers(channelId, viewersOf(channelId));
      const idle = at - (lastWatched.get(channelId) ?? 0) > idleMs;
      if (!channel.recorded && idle && !(await leases.isMarked(demandKey(channelId)))) {
        await stop(channelId, 'no viewer');
        continue;
      }
      await store.prune(channelId, at - channel.keepMs);
    }
    const used = await store.usage();
    if (used > quotaBytes) {
      // Down to 90 % of the quota, so that the next segments do not evict again at once.
      const freed = await store.evictOldest(used - Math.floor(quotaBytes * 0.9));
      const total = [...freed.values()].reduce((sum, bytes) => sum + bytes, 0);
      events.evicted(total);
      log.warn(
        { freed: Object.fromEntries(freed), quotaBytes },
        `recordings reached their quota of ${quotaBytes} bytes: the oldest ${total} bytes were deleted`,
      );
    }
  }

  let lookingAfter: Promise<void> = Promise.resolve();
  const housekeeping = setInterval(() => {
    lookingAfter = lookingAfter
      .then(lookAfter)
      .catch((error: Error) => log.warn(`restream housekeeping failed: ${error.message}`));
  }, HOUSEKEEPING_MS);
  housekeeping.unref();

  return {
    /**
     * A viewer (a device) asks for the channel: counted, and its restream started when nobody
     * runs it. Its state: `elsewhere` when another instance runs it.
     */
    async watch(channel: RestreamChannel, deviceId: number): Promise<RestreamState | 'elsewhere'> {
      const at = now().getTime();
      const devices = viewers.get(channel.id) ?? new Map<number, number>();
      devices.set(deviceId, at);
      viewers.set(channel.id, devices);
      lastWatched.set(channel.id, at);
      if (at - (demandSaid.get(channel.id) ?? 0) >= DEMAND_EVERY_MS) {
        demandSaid.set(channel.id, at);
        await leases.mark(demandKey(channel.id), idleMs);
      }
      await ensure(channel);
      return sessions.get(channel.id)?.restream.state() ?? 'elsewhere';
    },

    /** The channels whose restream runs here. */
    running: (): number[] => [...sessions.keys()],

    /** The state of the channel's restream here; undefined when it does not run here. */
    stateOf: (channelId: number): RestreamState | undefined =>
      sessions.get(channelId)?.restream.state(),

    /** Waits until the channel's restream has a segment or is down, at most `ms`. */
    async settled(
      channelId: number,
      ms = FIRST_SEGMENT_WAIT_MS,
    ): Promise<RestreamState | undefined> {
      const until = Date.now() + ms;
      for (;;) {
        const state = sessions.get(channelId)?.restream.state();
        const waiting = state === 'starting' || state === 'failing_over';
        if (!waiting || Date.now() >= until) return state;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    /** Bytes of a channel's media served to viewers. */
    served(channelId: number, bytes: number): void {
      add(bytesOut, channelId, bytes);
    },

    /**
     * Keeps the recorded channels running and starts those newly recorded. `channels` are the
     * recorded ones and those running here, as they now stand: a running one missing from it is
     * no longer restreamed, and one whose sources changed (an import) starts again on its new
     * sources at the next ask; one running only for its viewers is left to them.
     */
    async keepRecording(channels: readonly RestreamChannel[]): Promise<void> {
      const listed = new Map(channels.map((channel) => [channel.id, channel]));
      for (const [channelId, { channel }] of sessions) {
        const now = listed.get(channelId);
        if (!now || now.sources.join('\n') !== channel.sources.join('\n')) {
          await stop(channelId, 'its sources changed');
        } else if (channel.recorded !== now.recorded || channel.keepMs !== now.keepMs) {
          sessions.get(channelId)!.channel = now;
        }
      }
      for (const channel of channels) if (channel.recorded) await ensure(channel);
    },

    status(): RestreamStatus[] {
      const ids = new Set([...sessions.keys(), ...viewers.keys()]);
      return [...ids]
        .sort((a, b) => a - b)
        .map((channelId) => {
          const session = sessions.get(channelId);
          return {
            channelId,
            title: session?.channel.title ?? titles.get(channelId) ?? '',
            state: session
              ? session.restream.state()
              : viewersOf(channelId) > 0
                ? 'elsewhere'
                : 'idle',
            source: session ? session.restream.source() : null,
            sources: session ? session.restream.health() : [],
            viewers: viewersOf(channelId),
            recorded: session?.channel.recorded ?? false,
            bytesIn: bytesIn.get(channelId) ?? 0,
            bytesOut: bytesOut.get(channelId) ?? 0,
          };
        });
    },

    /** Stops the channel's restream here and forgets its viewers: the channel is gone. */
    async forget(channelId: number): Promise<void> {
      await starting.get(channelId);
      await stop(channelId, 'the channel was deleted');
      viewers.delete(channelId);
      for (const counts of [lastWatched, demandSaid, bytesIn, bytesOut]) counts.delete(channelId);
      titles.delete(channelId);
    },

    /** A housekeeping pass now (tests; the timer runs one every few seconds). */
    lookAfter: () => (lookingAfter = lookingAfter.then(lookAfter)),

    async close(): Promise<void> {
      closed = true;
      clearInterval(housekeeping);
      await lookingAfter.catch(() => {});
      await Promise.all([...starting.values()]);
      await Promise.all([...sessions.keys()].map((channelId) => stop(channelId, 'server closing')));
    },
  };
}

export type RestreamSessions = ReturnType<typeof createRestreamSessions>;

import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { IncomingSegment } from './channel-recorder.js';

/** A segment as an upstream reader yields it; the restream adds which source it came from. */
export type UpstreamSegment = Omit<IncomingSegment, 'source'>;

/**
 * Reads one upstream until `signal` aborts (it then resolves) or the source fails (it rejects
 * saying why): each segment once, in order, through `onSegment`.
 */
export type ReadUpstream = (
  url: string,
  options: {
    signal: AbortSignal;
    onSegment: (segment: UpstreamSegment) => Promise<void>;
    onBytes: (bytes: number) => void;
    /** How many segments of an HLS window to start with: the newest alone after a failover. */
    startSegments: number;
  },
) => Promise<void>;

/** Segments a session starts with: enough for a player to start at once. */
const START_SEGMENTS = 3;

/**
 * Where a channel's restream is: starting (no segment yet), up, failing over (its source failed,
 * the next is being tried), down (every source failed in turn; tried again after a pause).
 */
export type RestreamState = 'starting' | 'up' | 'failing_over' | 'down';

export interface SourceHealth {
  url: string;
  /** unknown until tried; up once it gave a segment; failed since its last fault. */
  state: 'unknown' | 'up' | 'failed';
  /** Why it last failed. */
  error: string | null;
  failedAt: Date | null;
}

export interface RestreamTiming {
  /** How often the first source is tried again while another plays (a minute). */
  primaryRetryMs: number;
  /** How long a probe of the first source may take to show two new segments. */
  probeMs: number;
  /** The pause after every source has failed in turn. */
  downPauseMs: number;
}

export const RESTREAM_TIMING: RestreamTiming = {
  primaryRetryMs: 60_000,
  probeMs: 30_000,
  downPauseMs: 5_000,
};

/** What a channel's restream tells as it goes, for the status call and the metrics. */
export interface RestreamEvents {
  bytesIn(bytes: number): void;
  state(state: RestreamState, source: number): void;
}

/**
 * One channel's upstream session: reads its first source into the recorder, and when that
 * source fails (an HTTP error, a refused connection, a playlist that stops advancing, a stream
 * with no bytes: the readers' rules) the next in the list's order, at once, so that the
 * recording goes on after a discontinuity and players never reload. After the last, the first
 * again; when every source has failed in turn the channel is down until one gives a segment.
 * While another source plays, the first is probed every minute and taken back once it gives
 * new segments.
 */
export function startChannelRestream(deps: {
  channelId: number;
  sources: readonly string[];
  read: ReadUpstream;
  recorder: { receive(segment: IncomingSegment): Promise<unknown> };
  now: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  events: RestreamEvents;
  timing?: RestreamTiming;
}) {
  const { channelId, sources, read, recorder, now, log, events } = deps;
  const timing = deps.timing ?? RESTREAM_TIMING;
  const stopping = new AbortController();
  const health: SourceHealth[] = sources.map((url) => ({
    url,
    state: 'unknown',
    error: null,
    failedAt: null,
  }));
  let state: RestreamState = 'starting';
  let position = 0;
  let current: AbortController | undefined;
  let takeBack = false;
  // Sources that failed one after another without a segment in between.
  let failedInTurn = 0;

  const setState = (next: RestreamState) => {
    if (next === state) return;
    state = next;
    events.state(state, position);
  };

  let played = false;
  async function play(at: number, signal: AbortSignal): Promise<void> {
    // After a failover only the newest segment: the older ones overlap what was recorded.
    const startSegments = played ? 1 : START_SEGMENTS;
    await read(sources[at]!, {
      signal,
      startSegments,
      onBytes: (bytes) => events.bytesIn(bytes),
      onSegment: async (segment) => {
        if (signal.aborted) return;
        await recorder.receive({ ...segment, source: at });
        played = true;
        failedInTurn = 0;
        health[at] = { ...health[at]!, state: 'up' };
        setState('up');
      },
    });
  }

  const running = (async () => {
    while (!stopping.signal.aborted) {
      const attempt = new AbortController();
      current = attempt;
      try {
        await play(position, attempt.signal);
        // A reader returns by itself only when its source has nothing more to give.
        if (!attempt.signal.aborted) throw new Error('the source ended');
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (!takeBack) {
          const reason = error instanceof Error ? error.message : String(error);
          health[position] = {
            ...health[position]!,
            state: 'failed',
            error: reason,
            failedAt: now(),
          };
          failedInTurn += 1;
          const next = (position + 1) % sources.length;
          log.warn(
            { channel: channelId, source: position, next, reason },
            `channel ${channelId}: source ${position + 1} of ${sources.length} failed (${reason})`,
          );
          position = next;
          if (failedInTurn >= sources.length) {
            setState('down');
            failedInTurn = 0;
            await sleep(timing.downPauseMs, undefined, { signal: stopping.signal }).catch(() => {});
          } else setState('failing_over');
        }
      }
      if (takeBack) {
        takeBack = false;
        position = 0;
        log.info({ channel: channelId }, `channel ${channelId}: back on its first source`);
      }
    }
  })();

  /** Whether the first source gives two new segments within the probe's time. */
  async function probeFirst(): Promise<boolean> {
    const probe = new AbortController();
    const limit = setTimeout(() => probe.abort(), timing.probeMs);
    let seen = 0;
    try {
      await read(sources[0]!, {
        signal: probe.signal,
        startSegments: 1,
        onBytes: () => {},
        onSegment: () => {
          seen += 1;
          if (seen >= 2) probe.abort();
          return Promise.resolve();
        },
      });
    } catch {
      return false;
    } finally {
      clearTimeout(limit);
    }
    return seen >= 2;
  }

  const retrying = setInterval(() => {
    if (position === 0 || stopping.signal.aborted) return;
    void probeFirst().then((healthy) => {
      if (!healthy || position === 0 || stopping.signal.aborted) return;
      takeBack = true;
      current?.abort();
    });
  }, timing.primaryRetryMs);
  retrying.unref();

  return {
    state: () => state,
    source: () => position,
    health: (): readonly SourceHealth[] => health,
    async stop(): Promise<void> {
      clearInterval(retrying);
      stopping.abort();
      current?.abort();
      await running;
    },
  };
}

export type ChannelRestream = ReturnType<typeof startChannelRestream>;

import { afterEach, describe, expect, it } from 'vitest';
import type { IncomingSegment } from './channel-recorder.js';
import {
  startChannelRestream,
  type ChannelRestream,
  type ReadUpstream,
} from './channel-restream.js';

// The failover rules with scripted sources (the readers' own rules, and real upstreams, are
// tested in hls-upstream, ts-upstream and restream-origin tests).

type Behaviour = 'refuse' | 'segments';

/** Sources that refuse or give a segment every `everyMs`, as the test says, switchable. */
function scriptedSources(initial: Record<string, Behaviour>, everyMs = 20) {
  const behaviour = { ...initial };
  const reads: string[] = [];
  const refuses = (url: string) => behaviour[url] === 'refuse';
  const read: ReadUpstream = async (url, { signal, onSegment }) => {
    reads.push(url);
    if (refuses(url)) throw new Error(`connection to ${url} refused`);
    while (!signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      if (signal.aborted) return;
      if (refuses(url)) throw new Error(`${url} stopped`);
      await onSegment({
        data: Buffer.from(url),
        durationMs: everyMs,
        container: 'ts',
        discontinuity: false,
      });
    }
  };
  return { read, reads, set: (url: string, next: Behaviour) => (behaviour[url] = next) };
}

const log = { info() {}, warn() {} };
let running: ChannelRestream | undefined;
afterEach(() => running?.stop());

function start(
  read: ReadUpstream,
  sources: string[],
  timing = { primaryRetryMs: 60_000, probeMs: 1_000, downPauseMs: 50 },
) {
  const received: IncomingSegment[] = [];
  const states: string[] = [];
  running = startChannelRestream({
    channelId: 1,
    sources,
    read,
    recorder: {
      receive: (segment) => {
        received.push(segment);
        return Promise.resolve();
      },
    },
    now: () => new Date(),
    log,
    events: { bytesIn() {}, state: (state) => states.push(state) },
    timing,
  });
  return { restream: running, received, states };
}

async function until(check: () => boolean, ms = 3_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("a channel's restream", () => {
  it('plays the next source at once when the first refuses, and says which source failed why', async () => {
    const sources = scriptedSources({ 'http://a/': 'refuse', 'http://b/': 'segments' });
    const { restream, received } = start(sources.read, ['http://a/', 'http://b/']);
    await until(() => received.length >= 2);
    expect(received.every((segment) => segment.source === 1)).toBe(true);
    expect(restream.state()).toBe('up');
    expect(restream.source()).toBe(1);
    expect(restream.health()[0]).toMatchObject({
      state: 'failed',
      error: 'connection to http://a/ refused',
    });
    expect(restream.health()[1]!.state).toBe('up');
  });

  it('fails over when the playing source stops, and the recording goes on from the next', async () => {
    const sources = scriptedSources({ 'http://a/': 'segments', 'http://b/': 'segments' });
    const { received, states } = start(sources.read, ['http://a/', 'http://b/']);
    await until(() => received.length >= 2);
    sources.set('http://a/', 'refuse');
    await until(() => received.some((segment) => segment.source === 1));
    expect(states).toEqual(['up', 'failing_over', 'up']);
  });

  it('is down once every source has failed in turn, and up again when one comes back', async () => {
    const sources = scriptedSources({ 'http://a/': 'refuse', 'http://b/': 'refuse' });
    const { restream, received } = start(sources.read, ['http://a/', 'http://b/']);
    await until(() => restream.state() === 'down');
    sources.set('http://b/', 'segments');
    await until(() => received.length > 0);
    expect(restream.state()).toBe('up');
    // After the pause the first source is tried again, then the second.
    expect(sources.reads.slice(0, 4)).toEqual(['http://a/', 'http://b/', 'http://a/', 'http://b/']);
  });

  it('takes the first source back once a probe sees it give new segments', async () => {
    const sources = scriptedSources({ 'http://a/': 'refuse', 'http://b/': 'segments' });
    const { restream, received } = start(sources.read, ['http://a/', 'http://b/'], {
      primaryRetryMs: 100,
      probeMs: 1_000,
      downPauseMs: 50,
    });
    await until(() => received.length >= 1);
    sources.set('http://a/', 'segments');
    await until(() => restream.source() === 0 && received.at(-1)?.source === 0);
    expect(received.findIndex((segment) => segment.source === 0)).toBeGreaterThan(0);
  });
});

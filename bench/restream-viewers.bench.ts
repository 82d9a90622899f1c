// Many viewers of one restreamed channel against one: what they cost its upstream and the
// server. Simulated HTTP clients, not browsers: each viewer is a device of its own (the demo
// subscriber logged in with its own UID; the server counts viewers by device), makes the
// channel stream call, reads the master playlist, then, as hls.js does on a live stream, polls
// the media playlist every target duration and fetches each new segment once, starting at the
// live edge. Two phases of BENCH_SECONDS each: one viewer, then BENCH_VIEWERS (their starts
// spread over a target duration, measured after a settling pause). Figures per phase: the
// upstream's requests a minute (counted by the loopback proxy the server reads it through), the
// server process's CPU time (/proc/PID/stat) as a share of one core and per viewer, and the
// live media playlist's latency p50/p99 as the viewers saw it.
import { machine } from './machine';
import {
  cpuMsOf,
  liveMediaPlaylistUrl,
  percentile,
  readMediaPlaylist,
  restreamStatus,
  sleep,
  startRestreamService,
  viewerLogIn,
} from './restream-service';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** After the last viewer started, before the phase is measured. */
const SETTLE_MS = 6_000;
/** Logins at a time: each hashes the password on the server. */
const LOGIN_BATCH = 10;

interface Sample {
  at: number;
  ms: number;
}

/** What the viewers of a phase saw. */
class Tally {
  playlists: Sample[] = [];
  segments = 0;
  segmentBytes = 0;
  smallestSegment = Infinity;
  largestSegment = 0;
  errors = 0;
}

/** One viewer until `running()` turns false: playlist every target duration, each new segment. */
async function watch(playlistUrl: string, tally: Tally, running: () => boolean): Promise<void> {
  let last = -1;
  while (running()) {
    const started = performance.now();
    const answer = await fetch(playlistUrl).catch(() => undefined);
    const body = answer?.ok ? await answer.text() : undefined;
    tally.playlists.push({ at: started, ms: performance.now() - started });
    if (!body) {
      tally.errors += 1;
      await sleep(1_000);
      continue;
    }
    const { targetDuration, segments } = readMediaPlaylist(body, playlistUrl);
    const fresh = last < 0 ? segments.slice(-1) : segments.filter((one) => one.sequence > last);
    for (const segment of fresh) {
      const media = await fetch(segment.url).catch(() => undefined);
      if (!media?.ok) {
        tally.errors += 1;
        continue;
      }
      const bytes = (await media.arrayBuffer()).byteLength;
      tally.segmentBytes += bytes;
      tally.smallestSegment = Math.min(tally.smallestSegment, bytes);
      tally.largestSegment = Math.max(tally.largestSegment, bytes);
      tally.segments += 1;
      last = segment.sequence;
    }
    await sleep(Math.max(0, targetDuration * 1000 - (performance.now() - started)));
  }
}

const service = await startRestreamService({
  upstreams: [{ width: 426, height: 240, segmentSeconds: 2 }],
});
const { server, channelId } = service;
const proxy = service.proxies[0]!;
try {
  const tokens: string[] = [];
  for (let first = 0; first < VIEWERS; first += LOGIN_BATCH) {
    const batch = Array.from({ length: Math.min(LOGIN_BATCH, VIEWERS - first) }, (_, n) =>
      viewerLogIn(server.baseUrl, `marquee-bench-viewer-${first + n}`),
    );
    tokens.push(...(await Promise.all(batch)));
  }

  /** `count` viewers for SECONDS after they all started and settled: the phase's figures. */
  const phase = async (count: number) => {
    const tally = new Tally();
    let running = true;
    const watching: Promise<void>[] = [];
    for (const token of tokens.slice(0, count)) {
      const playlist = await liveMediaPlaylistUrl(server.baseUrl, token, channelId);
      watching.push(watch(playlist, tally, () => running));
      await sleep(2_000 / count);
    }
    await sleep(SETTLE_MS);
    const from = performance.now();
    const requestsBefore = proxy.requests();
    const cpuBefore = cpuMsOf(server.pid);
    const segmentsBefore = tally.segments;
    const bytesBefore = tally.segmentBytes;
    await sleep(SECONDS * 1000);
    const cpuMs = cpuMsOf(server.pid) - cpuBefore;
    const upstreamRequests = proxy.requests() - requestsBefore;
    const segments = tally.segments - segmentsBefore;
    const segmentBytes = tally.segmentBytes - bytesBefore;
    const status = await restreamStatus(server.baseUrl, channelId);
    running = false;
    await Promise.all(watching);
    const latencies = tally.playlists
      .filter((sample) => sample.at >= from)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
    const cpuShare = cpuMs / (SECONDS * 1000);
    return {
      viewers: count,
      viewersCountedByServer: status?.viewers,
      state: status?.state,
      upstreamRequestsPerMinute: round((upstreamRequests / SECONDS) * 60),
      serverCpuPercentOfCore: round(cpuShare * 100, 2),
      serverCpuPercentOfCorePerViewer: round((cpuShare * 100) / count, 3),
      playlistLatencyMs: {
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
        polls: latencies.length,
      },
      segmentsFetched: segments,
      segmentKiB: {
        mean: round(segmentBytes / Math.max(1, segments) / 1024),
        smallest: round(tally.smallestSegment / 1024),
        largest: round(tally.largestSegment / 1024),
      },
      segmentMiBPerSecond: round(segmentBytes / SECONDS / 2 ** 20, 2),
      errors: tally.errors,
    };
  };

  const startMachine = machine();
  const one = await phase(1);
  const many = await phase(VIEWERS);
  console.log(
    JSON.stringify(
      {
        benchmark: 'restream-viewers',
        seconds: SECONDS,
        one,
        many,
        upstreamRequestsRatio:
          Math.round((many.upstreamRequestsPerMinute / one.upstreamRequestsPerMinute) * 100) / 100,
        serverCpuPercentOfCorePerAddedViewer:
          Math.round(
            ((many.serverCpuPercentOfCore - one.serverCpuPercentOfCore) / (VIEWERS - 1)) * 1000,
          ) / 1000,
        machine: { atStart: startMachine, atEnd: machine() },
      },
      null,
      2,
    ),
  );
} finally {
  await service.stop();
}

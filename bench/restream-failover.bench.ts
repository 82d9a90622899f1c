// Failover of a restreamed channel: the time from its playing source's failure to frames from
// the next. The channel's two sources are ffmpeg upstreams on loopback (426x240, then 320x180);
// while it plays the first, the first's ffmpeg is killed and its port closed (refused
// connections, as when an upstream dies). Measured from that moment, at the server: when the
// status call (GET /api/restream/channels) names the second source, and when the live media
// playlist, polled every 250 ms, first lists a new segment after an EXT-X-DISCONTINUITY (the
// first segment of the second source); and in Chromium, on the channel's page, when the
// player's video turns 320x180. BENCH_RUNS (3) runs, each on a fresh server and upstreams.
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { machine } from './machine';
import { firstFrameSummary, logInAsDemo } from './player-first-frame';
import {
  liveMediaPlaylistUrl,
  readMediaPlaylist,
  restreamStatus,
  sleep,
  startRestreamService,
  viewerLogIn,
} from './restream-service';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GIVE_UP_MS = 90_000;
const POLL_MS = 250;

/** The newest sequence a live media playlist lists. */
function lastSequence(body: string, url: string): number {
  return readMediaPlaylist(body, url).segments.at(-1)?.sequence ?? -1;
}

/** Whether the playlist lists a segment after `after` with a discontinuity before it and after `after`. */
function listsSegmentAfterBreak(body: string, after: number): boolean {
  let sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(body)?.[1] ?? 0);
  let broke = false;
  for (const line of body.split('\n')) {
    if (line.startsWith('#EXT-X-DISCONTINUITY') && !line.includes('SEQUENCE')) {
      if (sequence > after) broke = true;
    } else if (line && !line.startsWith('#')) {
      if (broke && sequence > after) return true;
      sequence += 1;
    }
  }
  return false;
}

const pictureOf = (page: Page) =>
  page
    .locator('[data-testid=player-video]')
    .evaluate((video: HTMLVideoElement) => `${video.videoWidth}x${video.videoHeight}`);

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(POLL_MS);
  }
}

/** One failover: ms from the kill to each sign of the second source. */
async function failoverOnce(): Promise<{ statusMs: number; playlistMs: number; videoMs: number }> {
  const service = await startRestreamService({
    upstreams: [
      { width: 426, height: 240, segmentSeconds: 2 },
      { width: 320, height: 180, segmentSeconds: 2 },
    ],
  });
  const { server, channelId } = service;
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    await logInAsDemo(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/channels/${channelId}`);
    await until('the first picture', async () =>
      (await pictureOf(page).catch(() => '')) === '426x240' ? true : undefined,
    );
    const token = await viewerLogIn(server.baseUrl, 'marquee-bench-failover');
    const playlistUrl = await liveMediaPlaylistUrl(server.baseUrl, token, channelId);
    const readPlaylist = async () => (await fetch(playlistUrl)).text();
    const status = await restreamStatus(server.baseUrl, channelId);
    if (status?.state !== 'up' || status.source !== 0) {
      throw new Error(`the channel is not up on its first source: ${JSON.stringify(status)}`);
    }
    const before = lastSequence(await readPlaylist(), playlistUrl);

    const killed = performance.now();
    await Promise.all([service.upstreams[0]!.kill(), service.proxies[0]!.close()]);
    const since = () => Math.round(performance.now() - killed);
    const [statusMs, playlistMs, videoMs] = await Promise.all([
      until('the status to name the second source', async () =>
        (await restreamStatus(server.baseUrl, channelId))?.source === 1 ? since() : undefined,
      ),
      until('a segment of the second source in the live playlist', async () =>
        listsSegmentAfterBreak(await readPlaylist(), before) ? since() : undefined,
      ),
      until('the second picture', async () =>
        (await pictureOf(page).catch(() => '')) === '320x180' ? since() : undefined,
      ),
    ]);
    return { statusMs, playlistMs, videoMs };
  } finally {
    await browser.close();
    await service.stop();
  }
}

const startMachine = machine();
const runs: Array<{ statusMs: number; playlistMs: number; videoMs: number }> = [];
for (let run = 0; run < RUNS; run++) runs.push(await failoverOnce());
const summary = (values: number[]) => {
  const { p50Ms, samplesMs } = firstFrameSummary(values);
  return { p50Ms, maxMs: Math.max(...values), samplesMs };
};
console.log(
  JSON.stringify(
    {
      benchmark: 'restream-failover',
      runs: RUNS,
      killToStatusNamingSecondSource: summary(runs.map((run) => run.statusMs)),
      killToSecondSourceSegmentInLivePlaylist: summary(runs.map((run) => run.playlistMs)),
      killToSecondPictureInChromium: summary(runs.map((run) => run.videoMs)),
      machine: { atStart: startMachine, atEnd: machine() },
    },
    null,
    2,
  ),
);

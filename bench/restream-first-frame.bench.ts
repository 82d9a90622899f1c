// Time to first frame of a restreamed channel against hls.js playing the same upstream
// directly (budget, DESIGN.md: at most 1.3 times). Like for like: the same plain page
// (plain-first-frame.ts: hls.js, the app's own copy, default settings) plays the upstream
// through its loopback proxy, and Marquee's signed URL of the channel (warm: the channel
// already restreams), so the ratio is what the restream costs a viewer: the origin, its
// playlists cut from the recording, the signed URLs.
// Beside it, the whole app from the click on the channel's card on the Live TV page
// (clickToFirstFrame, as live-first-frame.bench.ts): warm, and cold, the restream stopped before
// each run (RESTREAM_IDLE_SECONDS=10, longer than the pause between two warm runs and than the
// player's playlist polls), so the click starts it; each run checks the state it starts in.
// The app's own share (route, stream call, player render) is the same for every channel,
// restreamed or not; the live and film first-frame benchmarks follow it.
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { machine } from './machine';
import { plainFirstFrames } from './plain-first-frame';
import { clickToFirstFrame, firstFrameSummary, logInAsDemo } from './player-first-frame';
import { call, logIn } from './web-calls';
import { restreamStatus, sleep, startRestreamService } from './restream-service';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const IDLE_SECONDS = 10;
/** How long a restream may take to be seen stopped: the idle time, the viewer window, a pass. */
const STOP_WAIT_MS = 90_000;

/** Click-to-first-frame of hls.js playing `playlist` in a plain page of `origin`, `runs` times. */
const plainHlsFirstFrames = (browser: Browser, origin: string, playlist: string, runs: number) =>
  plainFirstFrames(browser, {
    engine: 'hls.js',
    runs,
    pageOf: (run) => `${origin}/plain.html?run=${run}`,
    sourceOf: () => playlist,
    prepare: (page) => page.addScriptTag({ url: '/hls.js' }),
  });

const service = await startRestreamService({
  upstreams: [{ width: 426, height: 240, segmentSeconds: 2 }],
  env: { RESTREAM_IDLE_SECONDS: String(IDLE_SECONDS) },
});
const { server, channelId } = service;
const proxy = service.proxies[0]!;
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
});
try {
  const startMachine = machine();
  const page = await (await browser.newContext()).newPage();
  await logInAsDemo(page, server.baseUrl);
  const liveTv = `${server.baseUrl}/channel-categories/all`;
  const card = page.locator(`a[href="/channels/${channelId}"]`).first();
  const stateNow = async () => (await restreamStatus(server.baseUrl, channelId))?.state ?? 'idle';
  /** Runs that did not start in the state asked for (warm: up; cold: idle), and theirs. */
  const offState: string[] = [];
  const clickCard = async (expected: string, run: number) => {
    await page.goto(liveTv, { waitUntil: 'networkidle' });
    await card.waitFor();
    const state = await stateNow();
    if (state !== expected) offState.push(`${expected} run ${run}: ${state}`);
    return clickToFirstFrame(page, card);
  };

  /** Leaves the player and waits until the channel's restream has stopped. */
  const stopRestream = async () => {
    await page.goto('about:blank');
    const deadline = Date.now() + STOP_WAIT_MS;
    for (;;) {
      const state = await stateNow();
      if (state === 'idle') return;
      if (Date.now() > deadline) throw new Error(`the restream did not stop (${state})`);
      await sleep(1_000);
    }
  };

  const cold: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    await stopRestream();
    cold.push(await clickCard('idle', run));
  }
  // The last cold run left the channel restreaming: what follows is warm.
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run++) warm.push(await clickCard('up', run));
  const direct = await plainHlsFirstFrames(browser, proxy.origin, proxy.url, RUNS);
  // The same plain page on Marquee's signed URL of the channel (warm): the budget's figure.
  const token = await logIn(server.baseUrl);
  const stream = await call<{ url: string }>(server.baseUrl, token, '/api/channels/stream', {
    channel_id: channelId,
  });
  const throughOrigin = await plainHlsFirstFrames(
    browser,
    proxy.origin,
    new URL(stream.url, server.baseUrl).toString(),
    RUNS,
  );

  const player = firstFrameSummary(warm);
  const coldPlayer = firstFrameSummary(cold);
  const plain = firstFrameSummary(direct);
  const origin = firstFrameSummary(throughOrigin);
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  console.log(
    JSON.stringify(
      {
        benchmark: 'restream-first-frame',
        budget: 'hls.js on the restreamed channel at most 1.3 times hls.js on the upstream',
        runs: RUNS,
        coldRuns: COLD_RUNS,
        runsNotInTheirState: offState,
        appClickWarm: player,
        appClickCold: coldPlayer,
        hlsJsOnUpstream: plain,
        hlsJsOnMarquee: origin,
        ratioRestreamToUpstream: {
          p50: ratio(origin.p50Ms, plain.p50Ms),
          p95: ratio(origin.p95Ms, plain.p95Ms),
        },
        ratioAppClickWarm: {
          p50: ratio(player.p50Ms, plain.p50Ms),
          p95: ratio(player.p95Ms, plain.p95Ms),
        },
        ratioAppClickCold: {
          p50: ratio(coldPlayer.p50Ms, plain.p50Ms),
          p95: ratio(coldPlayer.p95Ms, plain.p95Ms),
        },
        machine: { atStart: startMachine, atEnd: machine() },
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await service.stop();
}

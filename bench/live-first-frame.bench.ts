// Time to first frame of a live channel from the click on its card on the Live TV page
// (/channel-categories/all), in Chromium: the stream call, the live master and media
// playlists, hls.js and the first decoded frame. The film's figure, from the Play click on its
// details page, is first-frame.bench.ts; both run the same player, so the two compare.
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import {
  clickToFirstFrame,
  firstFrameSummary,
  freeChannel,
  logInAsDemo,
} from './player-first-frame';
import { startServer } from './start-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
});
try {
  const channel = await freeChannel(server.baseUrl);

  const page = await (await browser.newContext()).newPage();
  await logInAsDemo(page, server.baseUrl);
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${server.baseUrl}/channel-categories/all`, { waitUntil: 'networkidle' });
    const card = page.locator(`a[href="/channels/${channel.id}"]`).first();
    await card.waitFor();
    samples.push(await clickToFirstFrame(page, card));
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'live-first-frame',
        channel: channel.title,
        runs: RUNS,
        player: firstFrameSummary(samples),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}

// An hour of a live channel in Chromium through hls.js: whether it plays without a stall. The
// page plays /channels/{id}; every 10 s the benchmark reads the video's clock and counts the
// `waiting` events after playback began (stalls) and their time; every live media playlist
// the player fetches is read for its EXT-X-MEDIA-SEQUENCE and EXT-X-DISCONTINUITY-SEQUENCE.
// LIVE_MINUTES (60) sets the length; the figures: stalls, stalled seconds, how far the video
// advanced against the wall clock, and the sequences' first and last values (both must grow,
// never go back).
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { freeChannel, logInAsDemo } from './player-first-frame';
import { startServer } from './start-server';

const MINUTES = Number(process.env.LIVE_MINUTES ?? 60);
const SAMPLE_MS = 10_000;

interface PlaylistReading {
  mediaSequence: number;
  discontinuitySequence: number;
}

const tag = (body: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(body)?.[1]);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
});
try {
  const channel = await freeChannel(server.baseUrl);

  const page = await (await browser.newContext()).newPage();
  const readings: PlaylistReading[] = [];
  let sequenceWentBack = false;
  page.on('response', (response) => {
    const url = response.url();
    if (!url.includes('/live/') || !url.endsWith('.m3u8') || url.endsWith('master.m3u8')) return;
    void response.text().then((body) => {
      if (!body.includes('#EXT-X-MEDIA-SEQUENCE')) return;
      const reading = {
        mediaSequence: tag(body, 'EXT-X-MEDIA-SEQUENCE'),
        discontinuitySequence: tag(body, 'EXT-X-DISCONTINUITY-SEQUENCE') || 0,
      };
      const last = readings.at(-1);
      if (last && reading.mediaSequence < last.mediaSequence) sequenceWentBack = true;
      readings.push(reading);
    });
  });
  await logInAsDemo(page, server.baseUrl);
  await page.goto(`${server.baseUrl}/channels/${channel.id}`);
  const video = page.getByTestId('player-video');
  await video.waitFor();
  await video.evaluate((element: HTMLVideoElement) => {
    const w = window as unknown as { stalls: number; stalledMs: number; began: boolean };
    w.stalls = 0;
    w.stalledMs = 0;
    w.began = false;
    let since = 0;
    element.addEventListener('playing', () => {
      if (w.began && since > 0) w.stalledMs += performance.now() - since;
      w.began = true;
      since = 0;
    });
    element.addEventListener('waiting', () => {
      if (!w.began) return;
      w.stalls += 1;
      since = performance.now();
    });
  });
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid=player-video]') as HTMLVideoElement).currentTime > 0,
  );
  const startedAt = Date.now();
  const startTime = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  const samples: Array<{ atS: number; currentTime: number; stalls: number }> = [];
  while (Date.now() - startedAt < MINUTES * 60_000) {
    await page.waitForTimeout(SAMPLE_MS);
    const reading = await video.evaluate((element: HTMLVideoElement) => ({
      currentTime: element.currentTime,
      stalls: (window as unknown as { stalls: number }).stalls,
    }));
    samples.push({ atS: Math.round((Date.now() - startedAt) / 1000), ...reading });
  }
  const end = await video.evaluate((element: HTMLVideoElement) => ({
    currentTime: element.currentTime,
    paused: element.paused,
    stalls: (window as unknown as { stalls: number }).stalls,
    stalledMs: (window as unknown as { stalledMs: number }).stalledMs,
  }));
  const wallS = (Date.now() - startedAt) / 1000;
  console.log(
    JSON.stringify(
      {
        benchmark: 'live-hour',
        channel: channel.title,
        minutes: MINUTES,
        stalls: end.stalls,
        stalledSeconds: Math.round(end.stalledMs / 100) / 10,
        pausedAtEnd: end.paused,
        videoAdvancedSeconds: Math.round(end.currentTime - startTime),
        wallClockSeconds: Math.round(wallS),
        playlistsRead: readings.length,
        mediaSequence: { first: readings[0]?.mediaSequence, last: readings.at(-1)?.mediaSequence },
        discontinuitySequence: {
          first: readings[0]?.discontinuitySequence,
          last: readings.at(-1)?.discontinuitySequence,
        },
        sequenceWentBack,
        samplesEvery10s: samples.length,
        // The least the video moved in any 10 s between samples: near 10 when nothing stalled.
        slowestIntervalAdvanceSeconds: Math.min(
          ...samples.slice(1).map((sample, i) => sample.currentTime - samples[i]!.currentTime),
        ),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}

// Time to the first video frame of the floating player after a click, measured in the page:
// the clock starts in the click's own event and stops at the first frame the player's video
// presents (requestVideoFrameCallback). Shared by the film and the live channel benchmarks.
import type { Locator, Page } from '@playwright/test';
import { DEMO_LOGIN, call, logIn, webPath } from './web-calls';

/** Logs in through the real form with the demo account; the page ends on home. */
export async function logInAsDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/email or username/i).fill(DEMO_LOGIN.identifier);
  await page.getByLabel(/password/i).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Milliseconds from a click on `target` to the player video's first frame. */
export async function clickToFirstFrame(page: Page, target: Locator): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __clicked?: number; __frame?: Promise<number> };
    document.addEventListener(
      'click',
      () => {
        w.__clicked = performance.now();
      },
      { capture: true, once: true },
    );
    w.__frame = new Promise<number>((resolve) => {
      const watch = new MutationObserver(() => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid=player-video]');
        if (!video) return;
        watch.disconnect();
        video.requestVideoFrameCallback(() => resolve(performance.now()));
      });
      watch.observe(document.body, { childList: true, subtree: true });
    });
  });
  await target.click();
  const elapsed = await page.evaluate(async () => {
    const w = window as unknown as { __clicked: number; __frame: Promise<number> };
    return (await w.__frame) - w.__clicked;
  });
  return Math.round(elapsed);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Play clicked on a details page (`url`) `runs` times, the player closed between: the samples. */
export async function playerFirstFrames(page: Page, url: string, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(url, { waitUntil: 'networkidle' });
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await play.waitFor();
    samples.push(await clickToFirstFrame(page, play));
    await page.keyboard.press('Escape');
  }
  return samples;
}

/** The player's figures beside a plain `<video src>`'s, and their ratio, as one JSON report. */
export function firstFrameReport(
  benchmark: string,
  budget: unknown,
  runs: number,
  playerSamples: number[],
  plainSamples: number[],
): string {
  const player = firstFrameSummary(playerSamples);
  const plainVideo = firstFrameSummary(plainSamples);
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  return JSON.stringify(
    {
      benchmark,
      budget,
      runs,
      player,
      plainVideo,
      ratioToPlainVideo: {
        p50: ratio(player.p50Ms, plainVideo.p50Ms),
        p95: ratio(player.p95Ms, plainVideo.p95Ms),
      },
    },
    null,
    2,
  );
}

/** p50 and p95 of samples in ms, with the samples. */
export function firstFrameSummary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), samplesMs: values };
}

/** A channel of the list, the fields the live benchmarks read. */
interface ListedChannel {
  id: number;
  title: string;
  subscribed: boolean;
  parental_rating: { require_pin: boolean } | null;
}

/** The first channel the demo subscriber may watch at once: subscribed, without a PIN. */
export async function freeChannel(baseUrl: string): Promise<ListedChannel> {
  const token = await logIn(baseUrl);
  const { items } = await call<{ items: ListedChannel[] }>(
    baseUrl,
    token,
    webPath('/channels/list', { limit: 40, page: 1 }),
  );
  const channel = items.find((item) => item.subscribed && !item.parental_rating?.require_pin);
  if (!channel) throw new Error('The demo data has no free channel without a PIN.');
  return channel;
}

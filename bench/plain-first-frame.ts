// The browser's own time to first frame on a plain page, for scale beside the app's player: a
// click creates a muted, autoplaying `<video>` playing the source by itself (`<video src>`) or
// through hls.js (the app's own copy, default settings, loaded by the page as `window.Hls`),
// and the clock stops at its first presented frame (requestVideoFrameCallback).
import type { Browser, Page } from '@playwright/test';

/** How the plain page plays its source. */
export type PlainEngine = 'video-src' | 'hls.js';

export interface PlainRuns {
  engine: PlainEngine;
  runs: number;
  /** The page of a run: a query string per run keeps runs out of each other's media cache. */
  pageOf: (run: number) => string;
  /** What the video of a run plays. */
  sourceOf: (run: number) => string;
  /** Anything the page needs before the click (hls.js's script tag). */
  prepare?: (page: Page) => Promise<unknown>;
}

/** Click-to-first-frame of a plain page's video, once a run, in ms. */
export async function plainFirstFrames(browser: Browser, plain: PlainRuns): Promise<number[]> {
  const page = await browser.newPage();
  const samples: number[] = [];
  try {
    for (let run = 0; run < plain.runs; run++) {
      await page.goto(plain.pageOf(run));
      await plain.prepare?.(page);
      await page.evaluate(
        ({ source, engine }) => {
          const w = window as unknown as {
            __elapsed?: Promise<number>;
            Hls?: new () => {
              loadSource(url: string): void;
              attachMedia(video: HTMLVideoElement): void;
            };
          };
          const button = document.createElement('button');
          button.textContent = 'Play';
          button.addEventListener('click', () => {
            const clicked = performance.now();
            const video = document.createElement('video');
            video.muted = true;
            video.autoplay = true;
            if (engine === 'video-src') video.src = source;
            w.__elapsed = new Promise((resolve) => {
              video.requestVideoFrameCallback(() => resolve(performance.now() - clicked));
            });
            document.body.append(video);
            if (engine === 'hls.js' && w.Hls) {
              const hls = new w.Hls();
              hls.loadSource(source);
              hls.attachMedia(video);
            }
          });
          document.body.append(button);
        },
        { source: plain.sourceOf(run), engine: plain.engine },
      );
      await page.getByRole('button', { name: 'Play' }).click();
      const elapsed = await page.evaluate(
        () => (window as unknown as { __elapsed: Promise<number> }).__elapsed,
      );
      samples.push(Math.round(elapsed));
    }
  } finally {
    await page.close();
  }
  return samples;
}

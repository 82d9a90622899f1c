import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { storedToken } from './log-in';
import { currentTime } from './video';

export { currentTime };

/** Whether a `<video>` is paused. */
export const isPaused = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => element.paused);

/** Waits until the video has moved on by `by` seconds from where it is now. */
export async function expectAdvancing(video: Locator, by = 1, timeout = 15_000) {
  const from = await currentTime(video);
  await expect.poll(() => currentTime(video), { timeout }).toBeGreaterThan(from + by);
}

/** A GET on the API as the logged user (the page's stored token); answers `data`. */
export async function apiData<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, {
    headers: { Token: await storedToken(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface Campaign {
  id: number;
  play_rules: number;
  mid_roll_time: number | null;
  display_duration: number;
  video_url: string;
}

/**
 * The newest film whose video campaigns have exactly these play rules (1 start, 2 end,
 * 3 middle), with its campaigns by rule. The seed gives two films adverts (README: Demo adverts).
 */
export async function filmWithAdverts(
  page: Page,
  request: APIRequestContext,
  rules: number[],
): Promise<{ id: number; byRule: Map<number, Campaign> }> {
  const films = await apiData<{ items: Array<{ id: number }> }>(
    page,
    request,
    '/vods/list?filter[type]=0&sort[created]=desc&limit=40',
  );
  const wanted = [...rules].sort().join();
  for (const { id } of films.items) {
    const campaigns = await apiData<Campaign[]>(
      page,
      request,
      `/video-campaigns/list?filter[vod_id]=${id}`,
    );
    const found = campaigns
      .map((campaign) => campaign.play_rules)
      .sort()
      .join();
    if (found === wanted) {
      return { id, byRule: new Map(campaigns.map((campaign) => [campaign.play_rules, campaign])) };
    }
  }
  throw new Error(`no demo film has adverts with the rules ${wanted}`);
}

/**
 * Presses Play on a details page; when the title has several profiles, takes the first one
 * the chooser offers.
 */
export async function pressPlay(page: Page) {
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a profile' });
  const opened = page.getByRole('dialog', { name: /video player/i });
  await expect(chooser.or(opened)).toBeVisible();
  if (await chooser.isVisible()) {
    await chooser.getByRole('button', { name: 'Play', exact: true }).click();
  }
  await expect(opened).toBeVisible();
}

/** "m:ss" (or "h:mm:ss"), as the player's clock shows a time. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Makes the stream call of every title answer `url` instead of the title's own stream: the
 * item's source points at it, the rest of the answer is the server's.
 */
export async function pointStreamAt(page: Page, url: string) {
  await page.route('**/api/vods/stream', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { status: number; data: { url: string } | null };
    expect(body.data).not.toBeNull();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, url } } });
  });
}

/**
 * Records, in the page, the furthest time any `<video>` reached, so a short stream that ends
 * (and closes the player) still shows how far it played.
 */
export async function recordFurthestTime(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { furthestTime: number };
    record.furthestTime = 0;
    document.addEventListener(
      'timeupdate',
      (event) => {
        const video = event.target as HTMLVideoElement;
        record.furthestTime = Math.max(record.furthestTime, video.currentTime);
      },
      { capture: true },
    );
  });
}

export const furthestTime = (page: Page) =>
  page.evaluate(() => (window as unknown as { furthestTime: number }).furthestTime);

/** The fields of a film (`/vods/list`) that tell whether Play plays it at once. */
export interface FilmForPlay {
  id: number;
  continue_watching: object | null;
  parental_rating: { require_pin: boolean } | null;
  movie_source: { profiles: Array<{ subscribed: boolean }> };
}

/**
 * Whether Play plays the film at once: not started, no parental PIN, one subscribed profile
 * (adverts are asked for apart: `hasNoAdverts`).
 */
export const playsAtOnce = (film: FilmForPlay) =>
  film.continue_watching === null &&
  !film.parental_rating?.require_pin &&
  film.movie_source.profiles.length === 1 &&
  film.movie_source.profiles[0]!.subscribed;

/** Whether the film has no advert campaign, so playback starts with the film itself. */
export async function hasNoAdverts(page: Page, request: APIRequestContext, id: number) {
  const campaigns = await apiData<unknown[]>(
    page,
    request,
    `/video-campaigns/list?filter[vod_id]=${id}`,
  );
  return campaigns.length === 0;
}

/**
 * Opens the details page of a film that plays at once and has not been started: one
 * subscribed profile, no parental PIN, no adverts, no continue-watching position. It skips the
 * 20 newest films, which other specs play from the home page, and any film a spec of this run
 * already left a position on.
 */
export async function openUnstartedFilm(page: Page, request: APIRequestContext): Promise<number> {
  const films = await apiData<{ items: FilmForPlay[] }>(
    page,
    request,
    '/vods/list?filter[type]=0&sort[created]=desc&limit=80',
  );
  for (const film of films.items.slice(20)) {
    if (!playsAtOnce(film) || !(await hasNoAdverts(page, request, film.id))) continue;
    await page.goto(`/movies/${film.id}`);
    return film.id;
  }
  throw new Error('no unstarted film that plays at once is left');
}

/** Brings the player's controls back: they hide after 4 s without pointer movement. */
export const revealControls = (page: Page) => page.mouse.move(400 + Math.random() * 200, 300);

/**
 * Clicks one of the player's controls. They hide, and turn inert, 4 s after the pointer last
 * moved, which a busy machine can reach between a reveal and the click: each try reveals them
 * again.
 */
export async function clickPlayerControl(page: Page, control: Locator) {
  await expect(async () => {
    await revealControls(page);
    await control.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

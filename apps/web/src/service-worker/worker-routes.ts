/**
 * What the service worker does with a request. Pure, so that the rules are tested without a
 * browser; service-worker.ts applies them.
 */

/** The document of no page in particular, which the server renders for the worker to keep. */
export const SHELL_URL = '/index.html';

/** The script's own address (the server sends it with `no-cache`, so updates are seen). */
export const WORKER_URL = '/sw.js';

/** How many pages the worker keeps besides the shell, the latest first. */
export const KEPT_PAGES = 30;

/**
 * - `network`: not touched, as if there were no worker: the API, media, the socket, the
 *   manifest and its icons, the worker itself, other origins, anything but GET.
 * - `page`: a navigation to one of the app's pages, answered from the cache first.
 * - `asset`: a file of the build under /assets/, whose name changes with its content.
 */
export type WorkerRoute = 'network' | 'page' | 'asset';

/** The request as the worker sees it: `mode` is `navigate` for a page load. */
export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

/**
 * Answers that belong to the server every time: per user, live or signed (API, media, socket),
 * or following the operator's branding (the manifest and its icons).
 */
const NETWORK_ONLY =
  /^\/(api|media|socket\.io|app-icons)(\/|$)|^\/manifest\.webmanifest$|^\/sw\.js$/;

/** Paths with a file extension are files, never pages (the server's rule, web-app-routes.ts). */
const FILE = /\.[a-z0-9]+$/i;

/** Which of the worker's ways a request takes, for a worker served from `origin`. */
export function routeOf(request: RequestFacts, origin: string): WorkerRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || NETWORK_ONLY.test(url.pathname)) return 'network';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (request.mode === 'navigate' && !FILE.test(url.pathname)) return 'page';
  return 'network';
}

/** The key a page is kept under: the server renders a page by its path, whatever the query. */
export function pageKeyOf(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/** The names of this version's caches: the precache (shell and build files) and the pages. */
export function cacheNamesOf(version: string): { precache: string; pages: string } {
  return { precache: `marquee-precache-${version}`, pages: `marquee-pages-${version}` };
}

/** The caches an activating worker deletes: Marquee's of every other version. */
export function staleCaches(names: readonly string[], version: string): string[] {
  const current = Object.values(cacheNamesOf(version));
  return names.filter((name) => name.startsWith('marquee-') && !current.includes(name));
}

/** The kept pages beyond KEPT_PAGES, oldest first (Cache.keys lists them in the order put). */
export function pagesToForget<T>(keys: readonly T[], kept = KEPT_PAGES): T[] {
  return keys.slice(0, Math.max(0, keys.length - kept));
}

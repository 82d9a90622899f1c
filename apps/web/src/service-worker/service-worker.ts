/**
 * Marquee's service worker, bundled by build/service-worker.ts into /sw.js with the build's file
 * list. A repeat visit paints from the cache: pages and the build's files are answered from it
 * first; everything the server must answer each time (the API, media, the socket, the manifest)
 * goes to the network untouched (worker-routes.ts). See docs/decisions.md.
 */
import {
  SHELL_URL,
  cacheNamesOf,
  pageKeyOf,
  pagesToForget,
  routeOf,
  staleCaches,
} from './worker-routes';

// The worker's own globals, typed here: the web app's lib is the DOM's, and WebWorker's
// declarations clash with it in one program.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response> | Response): void;
}
interface WorkerScope {
  readonly location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
}

/** Replaced by the build: the hashed files to keep, and a tag of them and of this code. */
declare const __MARQUEE_PRECACHE__: readonly string[];
declare const __MARQUEE_WORKER_VERSION__: string;

const worker = globalThis as unknown as WorkerScope;
const VERSION = __MARQUEE_WORKER_VERSION__;
const caches_ = cacheNamesOf(VERSION);

worker.addEventListener('install', (event) => {
  // No skipWaiting: a new version waits until the page's Reload asks for it, so a page never
  // runs on files of two builds.
  event.waitUntil(
    caches
      .open(caches_.precache)
      .then((cache) => cache.addAll([SHELL_URL, ...__MARQUEE_PRECACHE__])),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, VERSION).map((name) => caches.delete(name))))
      // The first visit's page is served by this worker from its next request on.
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'skip-waiting') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(request, worker.location.origin);
  if (route === 'page') event.respondWith(page(event));
  else if (route === 'asset') event.respondWith(asset(request));
  // `network`: no respondWith, so the browser fetches as if there were no worker.
});

/**
 * A page from the cache at once: the one kept for its path, else the shell; fetched again
 * behind it, so the next visit has the server's latest (branding, a new build's files). With
 * nothing kept, the network answers.
 */
async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const key = pageKeyOf(request.url);
  const fresh = fetch(request).then((answer) => keepPage(key, answer));
  // Settled either way: offline, the kept page is the answer and the failed fetch is no error.
  event.waitUntil(fresh.then(noop, noop));
  const pages = await caches.open(caches_.pages);
  const kept = (await pages.match(key)) ?? (await caches.match(SHELL_URL));
  return kept ?? fresh.catch(() => Response.error());
}

const noop = () => undefined;

/** Keeps a page the server sent, forgetting the least recently fetched beyond KEPT_PAGES. */
async function keepPage(key: string, answer: Response): Promise<Response> {
  if (!answer.ok || !answer.headers.get('content-type')?.startsWith('text/html')) return answer;
  const copy = answer.clone();
  const pages = await caches.open(caches_.pages);
  await pages.put(key, copy);
  const forget = pagesToForget(await pages.keys());
  await Promise.all(forget.map((old) => pages.delete(old)));
  return answer;
}

/**
 * A build file from any of Marquee's caches (a page kept by an older worker may name files a
 * newer one brought), else from the network, kept for next time: its name changes with its
 * content, so a kept copy is never stale.
 */
async function asset(request: Request): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) {
    const cache = await caches.open(caches_.precache);
    await cache.put(request, answer.clone());
  }
  return answer;
}

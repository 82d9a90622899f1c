// The operators' console (/studio): Lighthouse's accessibility and best-practices categories on
// each of its pages, and the JavaScript its sign-in page loads, against the built server
// (bench/start-server.ts) in Debian's Chromium. The issue asks for accessibility 100 on every
// console page; the scores are reported with the audits that failed, never asserted. One run a
// page: these audits do not depend on timing.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_OPERATOR } from '../apps/server/src/modules/studio/operators/demo-operators';
import { root } from '../scripts/lib.mjs';
import {
  auditCategories,
  openLighthouseBrowser,
  type LighthouseBrowser,
} from './lighthouse-session';
import { machine } from './machine';
import { startServer } from './start-server';

const CATEGORIES = ['accessibility', 'best-practices'] as const;
const OWNER = { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password };
/** The console's pages an owner reaches that name no record; the sign-in page is audited signed out. */
const SIGNED_IN_PAGES = [
  '/studio',
  '/studio/catalogue',
  '/studio/catalogue/shows',
  '/studio/curation',
  '/studio/live',
  '/studio/live/channels',
  '/studio/live/categories',
  '/studio/live/sources',
  '/studio/live/guide',
  '/studio/live/health',
  '/studio/commerce',
  '/studio/commerce/rentals',
  '/studio/commerce/channels',
  '/studio/ads',
  '/studio/ads/campaigns',
  '/studio/pages',
  '/studio/branding',
  '/studio/subscribers',
  '/studio/operators',
  '/studio/audit',
  '/studio/account',
  '/studio/no-such-page',
];

/** The pages of one record (a film, a show, an episode, a channel, a subscriber, a rental). */
async function recordPages(baseUrl: string, token: string): Promise<string[]> {
  const read = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
    return ((await answer.json()) as { data: T }).data;
  };
  type Items = { items: { id: number }[] };
  const firstOf = async (path: string) => {
    const { items } = await read<Items>(path);
    if (!items[0]) throw new Error(`GET ${path} has no rows: the demo seed should fill it`);
    return items[0].id;
  };
  const film = await firstOf('/studio/catalogue/films');
  const show = await firstOf('/studio/catalogue/shows');
  const { seasons } = await read<{ seasons: { id: number }[] }>(`/studio/catalogue/shows/${show}`);
  const [episode] = await read<{ id: number }[]>(
    `/studio/catalogue/season-episodes/${seasons[0]!.id}`,
  );
  const channel = await firstOf('/studio/live/channels');
  const subscriber = await firstOf('/studio/subscribers');
  const rentals = await read<Items>('/studio/rentals');
  return [
    `/studio/catalogue/films/${film}`,
    `/studio/catalogue/vods/${film}/media`,
    `/studio/catalogue/vods/${film}/offers`,
    `/studio/catalogue/shows/${show}`,
    `/studio/catalogue/episodes/${episode!.id}`,
    `/studio/catalogue/seasons/${seasons[0]!.id}/new-episode`,
    `/studio/live/channels/${channel}`,
    `/studio/subscribers/${subscriber}`,
    `/studio/commerce/payments/${subscriber}`,
    ...(rentals.items[0] ? [`/studio/commerce/rentals/${rentals.items[0].id}`] : []),
  ];
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Every script of the console's build, gzipped at level 9. */
function consoleChunks() {
  const assets = join(root, 'apps/studio/dist/assets');
  return Object.fromEntries(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .sort()
      .map((file) => [file, kib(gzipSync(readFileSync(join(assets, file)), { level: 9 }).length)]),
  );
}

const machineAtStart = machine();
const server = await startServer();
let opened: LighthouseBrowser | undefined;
try {
  opened = await openLighthouseBrowser();
  const { chrome, browser, chromePath } = opened;
  const page = await browser.newPage();

  const audit = (path: string, signedIn: boolean) =>
    auditCategories(chrome.port, server.baseUrl, path, CATEGORIES, signedIn);

  const pages = [await audit('/studio/login', false)];
  // Signed in as the console signs in: its session kept in this browser's storage.
  const login = await fetch(`${server.baseUrl}/api/studio/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const session = ((await login.json()) as { data: { token: string; expires_at: string } }).data;
  await page.goto(`${server.baseUrl}/studio/login`);
  await page.evaluate(
    (kept) => {
      localStorage.setItem('marquee.studio.session', JSON.stringify(kept));
    },
    { token: session.token, expiresAt: session.expires_at },
  );
  const signedIn = [...SIGNED_IN_PAGES, ...(await recordPages(server.baseUrl, session.token))];
  for (const path of signedIn) pages.push(await audit(path, true));

  console.log(
    JSON.stringify(
      {
        benchmark: 'studio-console',
        machineAtStart,
        measured: {
          lighthouse: `categories ${CATEGORIES.join(', ')}, mobile defaults, one run a page`,
          browser: `${await browser.version()} (${chromePath})`,
        },
        pages,
        consoleScriptsGzipKiB: consoleChunks(),
      },
      null,
      2,
    ),
  );
} finally {
  await opened?.close();
  await server.stop();
}

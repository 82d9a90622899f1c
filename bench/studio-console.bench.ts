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
/** The console's pages an owner reaches; the sign-in page is audited signed out. */
const SIGNED_IN_PAGES = [
  '/studio',
  '/studio/branding',
  '/studio/subscribers',
  '/studio/ads',
  '/studio/ads/campaigns',
  '/studio/operators',
  '/studio/audit',
  '/studio/account',
];

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
  for (const path of SIGNED_IN_PAGES) pages.push(await audit(path, true));

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

// The operators' console (/studio): Lighthouse's accessibility and best-practices categories on
// each of its pages, and the JavaScript its sign-in page loads, against the built server
// (bench/start-server.ts) in Debian's Chromium. The issue asks for accessibility 100 on every
// console page; the scores are reported with the audits that failed, never asserted. One run a
// page: these audits do not depend on timing.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
import { root } from '../scripts/lib.mjs';
import {
  lighthouseFlags,
  openLighthouseBrowser,
  type LighthouseBrowser,
} from './lighthouse-session';
import { machine } from './machine';
import { startServer } from './start-server';

const CATEGORIES = ['accessibility', 'best-practices'] as const;
const OWNER = { email: 'operator@marquee.local', password: 'marquee-studio' };
/** The console's pages an owner reaches; the sign-in page is audited signed out. */
const SIGNED_IN_PAGES = [
  '/studio/branding',
  '/studio/subscribers',
  '/studio/audit',
  '/studio/account',
];

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function categoryFigures(result: Result) {
  return Object.fromEntries(
    CATEGORIES.map((id) => {
      const category = result.categories[id];
      const failed = (category?.auditRefs ?? [])
        .map((ref) => result.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => audit!.id);
      return [id, { score: Math.round((category?.score ?? 0) * 100), failed }];
    }),
  );
}

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

  const audit = async (path: string, signedIn: boolean) => {
    const result = await lighthouse(
      `${server.baseUrl}${path}`,
      lighthouseFlags(chrome.port, [...CATEGORIES], signedIn),
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
    const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}: the session was lost`);
    return { path, ...categoryFigures(result.lhr) };
  };

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

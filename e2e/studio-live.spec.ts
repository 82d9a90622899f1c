// The console's Live section end to end: an editor adds an M3U list and an XMLTV guide by
// address from a local HTTP server, imports them, maps the guide channel whose name matches no
// channel, and the subscriber's guide shows that channel's programme. A server of its own, which
// may fetch loopback addresses (UPSTREAM_ALLOW_PRIVATE), so the suite's server stays as it is.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { secondServerEnv, startSecondServer, type SecondServer } from './second-server';
import { operators, studioSignIn } from './studio-console';

const PORT = Number(process.env.E2E_STUDIO_LIVE_PORT ?? 18_094);
const CATEGORY = 'Harbour Live';
const PROGRAMME = 'Tides and Weather at Noon';

const xmltvTime = (ms: number) =>
  `${new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14)} +0000`;

let server: SecondServer;
let files: Server;
let filesUrl: string;
let dataDir: string;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const start = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;
  const list = [
    '#EXTM3U',
    `#EXTINF:-1 tvg-id="harbour.one" group-title="${CATEGORY}",Harbour One`,
    'http://127.0.0.1:9/harbour-one/index.m3u8',
    `#EXTINF:-1 tvg-id="harbour.weather" group-title="${CATEGORY}",Harbour Weather`,
    'http://127.0.0.1:9/harbour-weather/index.m3u8',
  ].join('\n');
  // Harbour Weather is "hw.nz" and "Harbour Weathers" in the guide: no tvg-id or name matches.
  const guide = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tv>',
    '<channel id="harbour.one"><display-name>Harbour One</display-name></channel>',
    '<channel id="hw.nz"><display-name>Harbour Weathers</display-name></channel>',
    `<programme start="${xmltvTime(start)}" stop="${xmltvTime(start + 4 * 3_600_000)}" channel="harbour.one"><title>Harbour Morning</title></programme>`,
    `<programme start="${xmltvTime(start)}" stop="${xmltvTime(start + 4 * 3_600_000)}" channel="hw.nz"><title>${PROGRAMME}</title></programme>`,
    '</tv>',
  ].join('\n');
  files = createServer((request, response) => {
    const body = { '/harbour.m3u': list, '/harbour.xml': guide }[request.url ?? ''];
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
  });
  await new Promise<void>((done) => files.listen(0, '127.0.0.1', done));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'marquee-studio-live-'));
  server = await startSecondServer(PORT, {
    ...secondServerEnv(dataDir),
    UPSTREAM_ALLOW_PRIVATE: '1',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((done) => files?.close(done));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an editor adds a list and a guide by address, maps the unmatched guide channel, and the guide shows its programme', async ({
  page,
  browser,
}) => {
  await studioSignIn(page, operators.editor);
  await page
    .getByRole('navigation', { name: 'Studio sections' })
    .getByRole('link', { name: 'Live' })
    .click();
  await expect(page.getByRole('heading', { name: 'Live', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Live sections' })
    .getByRole('link', { name: 'Sources' })
    .click();

  const form = page.locator('form').filter({ hasText: 'Add a list or guide' });
  await form.getByLabel('Kind').selectOption('m3u');
  await form.getByLabel('Name').fill('Harbour list');
  await form.getByLabel('Address').fill(`${filesUrl}/harbour.m3u`);
  await form.getByLabel('Refresh').selectOption('6');
  await form.getByRole('button', { name: 'Add a list or guide' }).click();
  const list = page.getByRole('region', { name: 'Harbour list' });
  await expect(list.getByText('Added 2, updated 0, unchanged 0, removed 0')).toBeVisible();

  await form.getByLabel('Kind').selectOption('xmltv');
  await form.getByLabel('Name').fill('Harbour guide');
  await form.getByLabel('Address').fill(`${filesUrl}/harbour.xml`);
  await form.getByLabel('Refresh').selectOption('');
  await form.getByRole('button', { name: 'Add a list or guide' }).click();
  const guide = page.getByRole('region', { name: 'Harbour guide' });
  await expect(
    guide.getByText('1 guide channel matches no channel', { exact: false }),
  ).toBeVisible();
  await guide.getByRole('button', { name: 'Import Harbour guide now' }).click();
  await expect(guide.getByRole('button', { name: 'Import Harbour guide now' })).toBeEnabled();
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Live sections' })
    .getByRole('link', { name: 'Guide mapping' })
    .click();
  const unmatched = page.getByRole('row').filter({ hasText: 'hw.nz' });
  await expect(unmatched).toContainText('Suggested');
  await expect(unmatched).toContainText('Harbour Weather');
  await expectAccessible(page);
  await unmatched.getByRole('button', { name: 'Map Harbour Weathers to Harbour Weather' }).click();
  await expect(page.getByText('Every guide channel feeds a channel.')).toBeVisible();

  const subscriber = await browser.newContext();
  try {
    const viewer = await subscriber.newPage();
    await logIn(viewer);
    await viewer.goto('/epg-channels');
    const grid = viewer.getByRole('grid', { name: 'Programme guide' });
    await expect(grid.getByRole('rowheader').first()).toBeVisible();
    await viewer.getByRole('combobox', { name: 'Category' }).selectOption({ label: CATEGORY });
    const weather = grid.getByRole('row').filter({
      has: viewer.getByRole('rowheader', { name: /Harbour Weather$/ }),
    });
    await expect(weather.getByText(PROGRAMME)).toBeVisible();
  } finally {
    await subscriber.close();
  }
});

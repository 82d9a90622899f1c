// A second Marquee for the own-channels specs, made as an operator makes one: a fresh DATA_DIR,
// two live upstreams that ffmpeg makes on loopback (each its own picture size), an M3U list
// whose first entry for the channel points at a dead port and the next two at those upstreams,
// an XMLTV guide for it, `import channels` and `import guide`, then the server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startHlsUpstream,
  type HlsUpstream,
} from '../apps/server/src/modules/media/restream/test-upstreams';
import { root, secondServerEnv, startSecondServer } from './second-server';

export const CHANNEL_TITLE = 'Harbour Live';
/** A channel whose only source is a dead port: it is down. */
export const DOWN_TITLE = 'Dead Air';
/** The programme on air when the server starts; it ends PROGRAMME_ENDS_MS later. */
export const ENDED_TITLE = 'Morning Harbour';
export const ON_AIR_TITLE = 'Harbour Tonight';
export const PROGRAMME_ENDS_MS = 50_000;

export interface OwnChannelsService {
  baseURL: string;
  /** The upstream that plays first (426x240) and the one after it (320x180). */
  first: HlsUpstream;
  second: HlsUpstream;
  /** When the programme on air at the start ends, epoch ms. */
  endedAt: number;
  stop(): Promise<void>;
}

async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** XMLTV's time: `20261129043000 +0000`. */
const xmltvTime = (ms: number) =>
  `${new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14)} +0000`;

/** Starts the upstreams, imports the list and the guide into a fresh DATA_DIR, serves it on `port`. */
export async function startOwnChannelsService(port: number): Promise<OwnChannelsService> {
  const work = mkdtempSync(join(tmpdir(), 'marquee-own-channels-'));
  const dataDir = join(work, 'data');
  const [first, second] = await Promise.all([
    startHlsUpstream({ width: 426, height: 240, segmentSeconds: 2 }),
    startHlsUpstream({ width: 320, height: 180, segmentSeconds: 2 }),
  ]);
  const list = join(work, 'own.m3u');
  writeFileSync(
    list,
    [
      '#EXTM3U',
      `#EXTINF:-1 tvg-id="harbour.test" group-title="Own" catchup-days="1",${CHANNEL_TITLE}`,
      `http://127.0.0.1:${await deadPort()}/live.m3u8`,
      `#EXTINF:-1 tvg-id="harbour.test",${CHANNEL_TITLE} (backup)`,
      first.url,
      `#EXTINF:-1 tvg-id="harbour.test",${CHANNEL_TITLE} (second backup)`,
      second.url,
      `#EXTINF:-1 tvg-id="deadair.test" group-title="Own",${DOWN_TITLE}`,
      `http://127.0.0.1:${await deadPort()}/live.m3u8`,
      '',
    ].join('\n'),
  );
  const now = Date.now();
  const endedAt = now + PROGRAMME_ENDS_MS;
  const guide = join(work, 'own.xml');
  writeFileSync(
    guide,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<tv>',
      `<channel id="harbour.test"><display-name>${CHANNEL_TITLE}</display-name></channel>`,
      `<programme start="${xmltvTime(now - 10 * 60_000)}" stop="${xmltvTime(endedAt)}" channel="harbour.test"><title>${ENDED_TITLE}</title></programme>`,
      `<programme start="${xmltvTime(endedAt)}" stop="${xmltvTime(endedAt + 3 * 3_600_000)}" channel="harbour.test"><title>${ON_AIR_TITLE}</title></programme>`,
      '</tv>',
      '',
    ].join('\n'),
  );
  const env = secondServerEnv(dataDir);
  const importFile = (kind: string, file: string) =>
    execFileSync(process.execPath, ['apps/server/dist/import.js', kind, file], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  importFile('channels', list);
  importFile('guide', guide);
  const server = await startSecondServer(port, { ...env, UPSTREAM_ALLOW_PRIVATE: '1' });
  return {
    baseURL: server.baseURL,
    first,
    second,
    endedAt,
    async stop() {
      await server.stop();
      await Promise.all([first.close(), second.close()]);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

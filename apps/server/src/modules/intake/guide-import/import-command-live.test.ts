// `npm run import -- channels|guide --json FILE...` as the command runs them: on a fresh
// DATA_DIR, which it migrates first, with the real NZ files from ../shared/data.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runImportCommand } from '../../../import-command.js';
import { serverRoot } from '../../../paths.js';
import type { ChannelSourcesReport } from '../live-import/import-channels.js';

const GUIDE_DATA = join(serverRoot, '..', '..', '..', 'shared', 'data', 'guide');
const NZ_M3U = join(GUIDE_DATA, 'nz.m3u');
const NZ_GUIDE = join(GUIDE_DATA, 'nz-freeview.xml');

let dataDir: string;
beforeAll(async () => {
  for (const file of [NZ_M3U, NZ_GUIDE]) {
    expect(existsSync(file), `${file} is missing: ../shared/data must be beside the clone`).toBe(
      true,
    );
  }
  dataDir = await mkdtemp(join(tmpdir(), 'marquee-live-import-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The exit code and the one JSON object the command printed. */
async function run(...args: string[]): Promise<{ code: number; printed: unknown }> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    const code = await runImportCommand(args, { dataDir, databaseUrl: undefined });
    expect(log).toHaveBeenCalledOnce();
    return { code, printed: JSON.parse(String(log.mock.calls[0]![0])) };
  } finally {
    log.mockRestore();
  }
}

describe('the channels and guide import commands', () => {
  // A fresh DATA_DIR runs PGlite's initdb and every migration first: seconds alone, far more
  // beside other test files on a busy machine.
  it(
    'import the NZ list and guide into a fresh DATA_DIR, reporting as JSON with --json',
    { timeout: 120_000 },
    async () => {
      const channels = await run('channels', '--json', NZ_M3U);
      expect(channels).toMatchObject({
        code: 0,
        printed: {
          kind: 'channels',
          imported: true,
          report: {
            files: ['nz.m3u'],
            imported: 15,
            updated: 0,
            unchanged: 0,
            notListed: 0,
            rejected: [],
            unlistedRejections: 0,
          },
        },
      });
      const listed = (channels.printed as { report: { channels: ChannelSourcesReport[] } }).report
        .channels;
      expect(listed).toHaveLength(15);
      expect(
        listed
          .find((channel) => channel.tvgId === 'WairarapaTV.nz')
          ?.sources.map(({ file, line }) => `${file}:${line}`),
      ).toEqual(['nz.m3u:28', 'nz.m3u:30', 'nz.m3u:32']);
      const guide = await run('guide', '--json', NZ_GUIDE);
      expect(guide).toMatchObject({
        code: 0,
        printed: {
          kind: 'guide',
          imported: true,
          report: {
            files: ['nz-freeview.xml'],
            channels: { matched: 8 },
            programmes: {
              imported: 1146,
              updated: 0,
              unchanged: 0,
              removed: 0,
              dropped: { 'its guide channel matches no imported channel': 12_636 - 1146 },
            },
            rejected: [],
            skippedCharacters: 0,
          },
        },
      });
      expect(
        (guide.printed as { report: { channels: { unmatched: string[] } } }).report.channels
          .unmatched,
      ).toHaveLength(85 - 8);
    },
  );

  it('change nothing the second time (idempotent)', async () => {
    expect(await run('channels', '--json', NZ_M3U)).toMatchObject({
      code: 0,
      printed: { report: { imported: 0, updated: 0, unchanged: 15 } },
    });
    expect(await run('guide', '--json', NZ_GUIDE)).toMatchObject({
      code: 0,
      printed: {
        report: { programmes: { imported: 0, updated: 0, unchanged: 1146, removed: 0 } },
      },
    });
  });

  it('import nothing from a malformed file and say which file and line', async () => {
    const list = join(dataDir, 'page.m3u');
    await writeFile(list, '\n<html>\n');
    expect(await run('channels', '--json', NZ_M3U, list)).toEqual({
      code: 1,
      printed: {
        kind: 'channels',
        imported: false,
        error:
          'Nothing was imported. page.m3u: not an M3U channel list: expected #EXTM3U, found "<html>" at line 2',
      },
    });
    const guide = join(dataDir, 'cut.xml');
    await writeFile(guide, '<tv>\n<channel id="a">\n');
    expect(await run('guide', '--json', guide)).toEqual({
      code: 1,
      printed: {
        kind: 'guide',
        imported: false,
        error: expect.stringMatching(
          /^Nothing was imported\. cut\.xml: malformed XML at line 3, column 0: unclosed tag: channel/,
        ) as unknown,
      },
    });
    expect(await run('guide', '--json', NZ_GUIDE)).toMatchObject({
      printed: { report: { programmes: { imported: 0, unchanged: 1146 } } },
    });
  });
});

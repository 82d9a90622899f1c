import { rm, writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/client.js';
import { prepareTestDataDir } from './test/test-database.js';
import { holdDataDir } from './db/data-dir-lock.js';
import { vods } from './db/schema.js';
import { runImportCommand } from './import-command.js';

// A PGlite folder on disk, as `npm start` keeps under DATA_DIR, and a small catalogue for it.
const dataDir = mkdtempSync(join(tmpdir(), 'marquee-import-'));
const pgliteDir = join(dataDir, 'pglite');
const catalogue = join(dataDir, 'small.json');
const config = { dataDir, databaseUrl: undefined };

async function films(): Promise<number> {
  const database = await openDatabase({ dataDir: pgliteDir });
  try {
    return (await database.db.select({ value: count() }).from(vods))[0]!.value;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  await writeFile(catalogue, JSON.stringify([{ title: 'Coração Selvagem', year: 1990 }]));
  await prepareTestDataDir(pgliteDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('runImportCommand', () => {
  it('refuses while a server holds the data folder and leaves the database untouched', async () => {
    const before = await films();
    const server = holdDataDir(pgliteDir, 'server');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await runImportCommand(['catalogue', catalogue], config)).toBe(1);
      expect(error).toHaveBeenCalledExactlyOnceWith(
        `The data folder ${dataDir} is in use by a running Marquee server ` +
          `(process ${process.pid}): stop it first, or import into another DATA_DIR.`,
      );
    } finally {
      error.mockRestore();
      server.release();
    }
    expect(await films()).toBe(before);
  });

  it('imports once the server has let go of the folder, and lets go of it in turn', async () => {
    const before = await films();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await runImportCommand(['catalogue', catalogue], config)).toBe(0);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('imported:  1 new films'));
    } finally {
      log.mockRestore();
    }
    expect(await films()).toBe(before + 1);
    holdDataDir(pgliteDir, 'server').release();
  });

  it('prints the report as one JSON object on stdout with --json', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await runImportCommand(['catalogue', '--json', catalogue], config)).toBe(0);
      expect(log).toHaveBeenCalledOnce();
      const printed = JSON.parse(String(log.mock.calls[0]![0])) as unknown;
      expect(printed).toMatchObject({
        kind: 'catalogue',
        imported: true,
        report: { files: ['small.json'], records: 1, rejected: 0 },
      });
    } finally {
      log.mockRestore();
    }
  });

  it('with --json, says in the JSON object why nothing was imported', async () => {
    const broken = join(dataDir, 'broken.json');
    await writeFile(broken, '{ not json');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await runImportCommand(['--json', 'catalogue', broken], config)).toBe(1);
      const printed = JSON.parse(String(log.mock.calls[0]![0])) as { error: string };
      expect(printed).toMatchObject({ kind: 'catalogue', imported: false });
      expect(printed.error).toMatch(/^Nothing was imported\./);
    } finally {
      log.mockRestore();
    }
  });

  it.each([['films'], ['constructor']])(
    'refuses an unknown kind (%s) and names the kinds there are',
    async (kind) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect(await runImportCommand([kind, catalogue], config)).toBe(2);
        expect(error).toHaveBeenCalledExactlyOnceWith(
          `Unknown import "${kind}". Usage: npm run import -- KIND [--json] FILE...  (KIND: catalogue, channels, guide, media)`,
        );
      } finally {
        error.mockRestore();
      }
    },
  );

  it('refuses to import media without ffmpeg, in one line that says how to install it', async () => {
    const before = await films();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await runImportCommand(['media', dataDir], config, { PATH: '' })).toBe(2);
      expect(error).toHaveBeenCalledExactlyOnceWith(
        'ffmpeg and ffprobe are needed to import media: install them (apt-get install ffmpeg on Debian) or set FFMPEG_PATH (and FFPROBE_PATH when ffprobe is elsewhere).',
      );
    } finally {
      error.mockRestore();
    }
    expect(await films()).toBe(before);
  });
});

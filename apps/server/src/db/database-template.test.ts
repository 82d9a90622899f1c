import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { programmes } from './schema.js';
import { readDatabaseTemplate, templateKey, writeDatabaseTemplate } from './database-template.js';

describe('the migrated database template of a first start', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'marquee-template-test-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('is absent until the build makes it, then made once for the current migrations', async () => {
    expect(await readDatabaseTemplate(folder)).toBeUndefined();
    const stale = join(folder, 'migrated-database-0000000000000000.tar.gz');
    await writeFile(stale, 'a template of other migrations');
    expect(await writeDatabaseTemplate(folder)).toBe(true);
    expect(await writeDatabaseTemplate(folder)).toBe(false);
    expect(await readdir(folder)).toEqual([`migrated-database-${templateKey()}.tar.gz`]);
  }, 60_000);

  it('opens as a migrated database that stays in its folder', async () => {
    const template = await readDatabaseTemplate(folder);
    expect(template).toBeDefined();
    const dataDir = join(folder, 'pglite');
    const copied = await openDatabase({ dataDir, loadDataDir: template });
    await copied.close();
    const reopened = await openDatabase({ dataDir });
    try {
      // The last migration's table is there, empty.
      await expect(reopened.db.select().from(programmes)).resolves.toEqual([]);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it('is named after the migrations, so other migrations find none', async () => {
    const other = await mkdtemp(join(tmpdir(), 'marquee-migrations-'));
    try {
      await writeFile(join(other, '0000_other.sql'), 'select 1;');
      expect(templateKey(other)).not.toBe(templateKey());
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

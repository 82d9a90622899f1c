import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { bumpCatalogueVersion, readCatalogueVersion } from './catalogue-version.js';

describe('the catalogue version', () => {
  it('starts at 0 and grows by one with every bump that commits', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      expect(await readCatalogueVersion(db)).toBe(0);
      await bumpCatalogueVersion(db);
      await db.transaction(async (tx) => bumpCatalogueVersion(tx));
      expect(await readCatalogueVersion(db)).toBe(2);
      await db
        .transaction(async (tx) => {
          await bumpCatalogueVersion(tx);
          throw new Error('roll back');
        })
        .catch(() => {});
      expect(await readCatalogueVersion(db)).toBe(2);
    } finally {
      await database.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { shows, vods } from '../../../db/schema.js';
import { bumpCatalogueVersion } from './catalogue-version.js';
import { searchText } from './search-text.js';

const BATCH = 1000;

/**
 * Fills `search_text` for titles written before it existed (migration 0002 adds it empty).
 * Accent folding happens in application code, so the migration cannot compute it in SQL; this
 * runs at every start and costs one scan of each table when nothing is left to do.
 */
export async function backfillSearchText(db: Db): Promise<number> {
  let updated = 0;
  for (const table of [vods, shows]) {
    const rows = await db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(eq(table.searchText, ''));
    // Titles with no letters or digits stay empty: nothing could find them anyway.
    const pending = rows.filter((row) => searchText(row.title) !== '');
    for (let start = 0; start < pending.length; start += BATCH) {
      const batch = pending.slice(start, start + BATCH);
      await db.transaction(async (tx) => {
        for (const row of batch) {
          await tx
            .update(table)
            .set({ searchText: searchText(row.title) })
            .where(eq(table.id, row.id));
        }
        await bumpCatalogueVersion(tx);
      });
      updated += batch.length;
    }
  }
  return updated;
}

import type { Db } from './client.js';
import type { channelCategories, genres } from './schema.js';

/** A table of names with serial ids, as importers fill them: genres, channel categories. */
type NamedTable = typeof genres | typeof channelCategories;

/**
 * The ids of `names` in `table`, keyed by `key(name)`, inserting the names not there yet (the
 * first spelling of a key wins). Importers call it inside their transaction.
 */
export async function idsByName(
  db: Pick<Db, 'select' | 'insert'>,
  table: NamedTable,
  names: readonly string[],
  key: (name: string) => string = (name) => name,
): Promise<Map<string, number>> {
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  const ids = new Map(rows.map((row) => [key(row.name), row.id]));
  const missing = [...new Map(names.map((name) => [key(name), name])).entries()]
    .filter(([wanted]) => !ids.has(wanted))
    .map(([, name]) => ({ name }));
  if (missing.length > 0) {
    const created = await db
      .insert(table)
      .values(missing)
      .returning({ id: table.id, name: table.name });
    for (const row of created) ids.set(key(row.name), row.id);
  }
  return ids;
}

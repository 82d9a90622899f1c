import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';
import { shows, vods } from '../../../db/schema.js';

/**
 * The condition that `id` names a title rated within a kids profile's `ceiling`: a movie or
 * episode (`vods`) or a TV show (`shows`), for queries over rows that refer to titles (curated
 * lists, plays, positions). None without a ceiling: other profiles' queries are unchanged.
 */
export function titleWithin(
  db: Db,
  id: PgColumn,
  of: 'vods' | 'shows',
  ceiling: string | null,
): SQL | undefined {
  if (ceiling === null) return undefined;
  const table = of === 'vods' ? vods : shows;
  return inArray(
    id,
    db.select({ id: table.id }).from(table).where(withinMaturity(table.parentalCode, ceiling)),
  );
}

// A show's intro and recap are its episodes' default (catalogue schema: `markers`): a new
// episode starts with them, and a change of the show's reaches the episodes that share it.
import { and, eq, sql } from 'drizzle-orm';
import type { MarkerSpan, TitleMarkers } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import { shows, vods } from '../../../db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The parts a show gives its episodes. */
export const SHARED_PARTS = ['intro', 'recap'] as const;
type SharedPart = (typeof SHARED_PARTS)[number];

const sameSpan = (a: MarkerSpan | undefined, b: MarkerSpan | undefined) =>
  a?.start === b?.start && a?.end === b?.end;

/** A show's markers, or none when there is no such show. */
export async function showMarkers(tx: Pick<Tx, 'select'>, showId: number): Promise<TitleMarkers> {
  const [row] = await tx.select({ markers: shows.markers }).from(shows).where(eq(shows.id, showId));
  return row?.markers ?? {};
}

/**
 * Gives a show's episodes the parts of its markers that changed from `before` to `after`: an
 * episode with none of its own, or with the show's previous one (it shared it), takes the new
 * one, or loses it when the show's was removed. Says how many episodes changed.
 */
export async function shareShowMarkers(
  tx: Tx,
  showId: number,
  before: TitleMarkers,
  after: TitleMarkers,
): Promise<number> {
  const changed = new Set<number>();
  for (const part of SHARED_PARTS) {
    if (sameSpan(before[part], after[part])) continue;
    const rows = await tx
      .update(vods)
      .set({ markers: withPart(part, after[part]) })
      .where(and(eq(vods.showId, showId), sharing(part, before[part], after[part])))
      .returning({ id: vods.id });
    for (const { id } of rows) changed.add(id);
  }
  return changed.size;
}

/** The markers column with `part` set to `span`, or without it. */
const withPart = (part: SharedPart, span: MarkerSpan | undefined) =>
  span
    ? sql`jsonb_set(${vods.markers}, ${`{${part}}`}::text[], ${JSON.stringify(span)}::jsonb)`
    : sql`${vods.markers} - ${part}::text`;

/**
 * The episodes a change of the show's `part` reaches: those with the show's previous one (jsonb
 * compares values, not their spelling), and, when the show has one now, those with none.
 */
function sharing(part: SharedPart, previous: MarkerSpan | undefined, next: MarkerSpan | undefined) {
  const own = sql`${vods.markers} -> ${part}::text`;
  const shared = previous ? sql`${own} = ${JSON.stringify(previous)}::jsonb` : sql`false`;
  return next ? sql`(${own} is null or ${shared})` : shared;
}

/**
 * How many episodes a show has, and how many have its intro, and its recap (0 for a part the
 * show has none of).
 */
export async function markerEpisodes(
  tx: Pick<Tx, 'select'>,
  showId: number,
  show: TitleMarkers,
): Promise<{ total: number; intro: number; recap: number }> {
  const rows = await tx.select({ markers: vods.markers }).from(vods).where(eq(vods.showId, showId));
  const count = (part: SharedPart) =>
    show[part] ? rows.filter((row) => sameSpan(row.markers[part], show[part])).length : 0;
  return { total: rows.length, intro: count('intro'), recap: count('recap') };
}

import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { codesWithin } from '@marquee/contract';

/**
 * The condition a kids profile puts on a query: the row's parental rating code (`code`, a
 * column or expression) is within `ceiling`. A code Marquee does not know, or none, is not.
 * `true` when there is no ceiling, so every other profile's queries are unchanged.
 */
export function withinMaturity(code: SQL | AnyColumn, ceiling: string | null): SQL {
  if (ceiling === null) return sql`true`;
  const codes = codesWithin(ceiling);
  // A ceiling Marquee does not know lets nothing through (and `in ()` is not SQL).
  if (codes.length === 0) return sql`false`;
  return sql`upper(${code}) in (${sql.join(
    codes.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** The codes within each ceiling asked about, as `withinMaturity` lists them. */
const codesByCeiling = new Map<string, ReadonlySet<string>>();

/**
 * `withinMaturity` for a row already read: the same answer the SQL gives, for what is decided
 * in memory (a stream or rent call's title, the title index). True when there is no ceiling.
 */
export function isWithinMaturity(code: string | null | undefined, ceiling: string | null): boolean {
  if (ceiling === null) return true;
  if (!code) return false;
  let codes = codesByCeiling.get(ceiling);
  if (!codes) {
    codes = new Set(codesWithin(ceiling));
    codesByCeiling.set(ceiling, codes);
  }
  return codes.has(code.toUpperCase());
}

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
  return sql`upper(${code}) in (${sql.join(
    codes.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

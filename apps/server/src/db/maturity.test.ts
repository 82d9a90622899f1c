import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { queryRows, type Database } from './client.js';
import { isWithinMaturity, withinMaturity } from './maturity.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** What the SQL condition says of one code under one ceiling. */
async function sqlSays(code: string | null, ceiling: string | null): Promise<boolean> {
  const [row] = await queryRows<{ within: boolean }>(
    database.db,
    sql`select (${withinMaturity(sql`${code}::text`, ceiling)}) is true as within`,
  );
  return row!.within;
}

const CODES = [
  'G',
  'pg',
  'PG',
  'PG-13',
  'R',
  'TV-Y7',
  'TV-MA',
  '8',
  '8+',
  '12',
  '07',
  ' PG',
  'XYZ',
  '',
  null,
];

describe('a kids profile ceiling', () => {
  it('lets through, under PG, the codes meant for 8 and younger, in any letter case', async () => {
    const within = [];
    for (const code of CODES) if (await sqlSays(code, 'PG')) within.push(code);
    expect(within).toEqual(['G', 'pg', 'PG', 'TV-Y7', '8', '8+']);
  });

  it('is decided alike in memory and in SQL, for every code and ceiling', async () => {
    for (const ceiling of ['G', 'PG', 'PG-13', 'pg', 'unknown', null]) {
      for (const code of CODES) {
        expect(isWithinMaturity(code, ceiling), `${code} under ${ceiling}`).toBe(
          await sqlSays(code, ceiling),
        );
      }
    }
  });

  it('holds nothing back without a ceiling, and lets nothing through one it does not know', async () => {
    expect(await sqlSays(null, null)).toBe(true);
    expect(isWithinMaturity(null, null)).toBe(true);
    expect(await sqlSays('G', 'nonsense')).toBe(false);
    expect(isWithinMaturity('G', 'nonsense')).toBe(false);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from './modules/intake/seed/seed.js';
import { preparationFailure } from './preparation-failure.js';
import { createTestDatabase } from './test/test-database.js';

describe('a start whose database cannot be prepared', () => {
  it('says why in one line, without the failed query or a stack trace', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.execute(sql`drop table static_pages`);
      const error: unknown = await seedDemoData(database.db, { films: 30, shows: 2 }).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(Error);
      expect(preparationFailure(error, 'PGlite in ./data')).toBe(
        'Marquee could not prepare its database (PGlite in ./data): ' +
          'relation "static_pages" does not exist',
      );
    } finally {
      await database.close();
    }
  });
});

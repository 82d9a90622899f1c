import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { staticPages } from '../../../db/schema.js';

export type StaticPageRow = typeof staticPages.$inferSelect;

/** The SQL of static pages. */
export function createPagesRepository(db: Db) {
  return {
    async find(slug: string): Promise<StaticPageRow | undefined> {
      const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
      return row;
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;

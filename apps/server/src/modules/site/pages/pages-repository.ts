import { asc, eq } from 'drizzle-orm';
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

    list(): Promise<StaticPageRow[]> {
      return db.select().from(staticPages).orderBy(asc(staticPages.slug));
    },

    /** Writes a new page; undefined when its slug is taken. */
    async insert(page: StaticPageRow): Promise<StaticPageRow | undefined> {
      const [row] = await db
        .insert(staticPages)
        .values(page)
        .onConflictDoNothing({ target: staticPages.slug })
        .returning();
      return row;
    },

    async update(
      slug: string,
      fields: Pick<StaticPageRow, 'title' | 'body' | 'updatedAt'>,
    ): Promise<StaticPageRow | undefined> {
      const [row] = await db
        .update(staticPages)
        .set(fields)
        .where(eq(staticPages.slug, slug))
        .returning();
      return row;
    },

    async remove(slug: string): Promise<StaticPageRow | undefined> {
      const [row] = await db.delete(staticPages).where(eq(staticPages.slug, slug)).returning();
      return row;
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;

import { notice, type StaticPage } from '@marquee/contract';
import { notFound } from '../../../http/errors.js';
import type { PagesRepository } from './pages-repository.js';

/** Static pages (about, terms, privacy, help) by slug. */
export function createPagesService(pages: PagesRepository) {
  return {
    async page(slug: string): Promise<StaticPage> {
      const row = await pages.find(slug);
      if (!row) throw notFound(notice('pageNotFound'));
      return {
        slug: row.slug,
        title: row.title,
        body: row.body,
        updated_at: row.updatedAt.toISOString(),
      };
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;

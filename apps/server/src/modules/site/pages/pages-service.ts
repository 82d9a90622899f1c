import { notice, type StaticPage } from '@marquee/contract';
import { notFound } from '../../../http/errors.js';
import type { PagesRepository, StaticPageRow } from './pages-repository.js';

/** A page as the calls answer it. */
export function presentPage(row: StaticPageRow): StaticPage {
  return {
    slug: row.slug,
    title: row.title,
    body: row.body,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Static pages (about, terms, privacy, help) by slug. */
export function createPagesService(pages: PagesRepository) {
  return {
    async page(slug: string): Promise<StaticPage> {
      const row = await pages.find(slug);
      if (!row) throw notFound(notice('pageNotFound'));
      return presentPage(row);
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;

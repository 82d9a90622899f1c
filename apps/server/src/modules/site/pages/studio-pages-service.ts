import {
  Status,
  notice,
  noticeText,
  type NewStudioPageBody,
  type StaticPage,
  type StudioPageBody,
} from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { HttpError, notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import type { PagesRepository } from './pages-repository.js';
import { presentPage } from './pages-service.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];

const pageNotFound = () => notFound(notice('studioPageNotFound'));

/**
 * The studio's static pages: made, changed and deleted, each audited. Subscribers read the
 * page from the database on every call (revalidated by its ETag), so a change reaches them at
 * once.
 */
export function createStudioPagesService(deps: {
  pages: PagesRepository;
  audit: AuditRecord;
  now: Clock;
}) {
  const { pages, audit, now } = deps;
  return {
    async list(): Promise<StaticPage[]> {
      return (await pages.list()).map(presentPage);
    },

    async create(caller: OperatorContext, body: NewStudioPageBody): Promise<StaticPage> {
      const row = await pages.insert({ ...body, updatedAt: now() });
      if (!row) {
        const taken = notice('studioPageSlugTaken', { slug: body.slug });
        throw new HttpError(409, taken, Status.failure, { slug: [noticeText(taken)] });
      }
      const after = presentPage(row);
      await audit(caller, { action: 'page.create', target: `page:${row.slug}`, after });
      return after;
    },

    async change(caller: OperatorContext, slug: string, body: StudioPageBody): Promise<StaticPage> {
      const before = await pages.find(slug);
      if (!before) throw pageNotFound();
      const row = await pages.update(slug, { ...body, updatedAt: now() });
      if (!row) throw pageNotFound();
      const after = presentPage(row);
      await audit(caller, {
        action: 'page.update',
        target: `page:${slug}`,
        before: presentPage(before),
        after,
      });
      return after;
    },

    async remove(caller: OperatorContext, slug: string): Promise<void> {
      const row = await pages.remove(slug);
      if (!row) throw pageNotFound();
      await audit(caller, {
        action: 'page.delete',
        target: `page:${slug}`,
        before: presentPage(row),
      });
    },
  };
}

export type StudioPagesService = ReturnType<typeof createStudioPagesService>;

import { z } from './zod.js';
import { endpoint } from './endpoint.js';

/** A static page's address: lower-case words joined by hyphens (`/page/terms-of-use`). */
export const slugSchema = z
  .string()
  .check(
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug must be lower-case words joined by -' }),
    z.maxLength(80, { error: 'slug must be at most 80 characters' }),
  );

/** A static page (catalogue §2, `/page/{slug}`): a title and plain-text paragraphs. */
export const staticPageSchema = z.object({
  slug: slugSchema,
  title: z.string(),
  /** Paragraphs separated by blank lines; the web renders text, never HTML. */
  body: z.string(),
  updated_at: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export const pagesCalls = {
  /** One static page by slug; an unknown slug is a 404. The spec shows only the web route. */
  get: endpoint({
    method: 'GET',
    path: '/pages/:slug',
    auth: 'token',
    chosenByContract: true,
    params: z.strictObject({ slug: slugSchema }),
    response: staticPageSchema,
  }),
};

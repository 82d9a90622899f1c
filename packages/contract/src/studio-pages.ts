import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { staticPageSchema } from './pages.js';
import { titleText } from './studio-ads.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The studio's static page calls (/api/studio/pages): the pages subscribers read at
 * `/page/{slug}` (about, terms, help...), a title and plain-text paragraphs each.
 */

const M = ValidationKey;

/** The longest page body, in characters. */
export const PAGE_BODY_MAX = 50_000;

/** A page's address as operators write it: lower-case words joined by hyphens. */
export const pageSlugText = z
  .string({ error: M.slugInvalid })
  .check(
    z.trim(),
    z.maxLength(80, { error: M.slugInvalid, abort: true }),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.slugInvalid }),
  );

/** A page's text: paragraphs separated by blank lines, shown as text, never as HTML. */
const pageBodyText = z
  .string({ error: M.brandTextRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: M.brandTextRequired, abort: true }),
    z.maxLength(PAGE_BODY_MAX, { error: M.pageBodyTooLong }),
  );

/** What an operator changes of a page: its title and its text. */
export const studioPageBodySchema = z.strictObject({ title: titleText, body: pageBodyText });
export type StudioPageBody = z.input<typeof studioPageBodySchema>;

/** A new page: its address too, which stays once made. */
export const newStudioPageBodySchema = z.strictObject({
  slug: pageSlugText,
  title: titleText,
  body: pageBodyText,
});
export type NewStudioPageBody = z.input<typeof newStudioPageBodySchema>;

const pageParamsSchema = z.strictObject({
  slug: z.string().check(
    z.maxLength(80, { error: 'slug must be at most 80 characters' }),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'slug must be lower-case words joined by -',
    }),
  ),
});

export const studioPageCalls = {
  /** Every static page, by address. Owner, editor and support. */
  studioPages: endpoint({
    method: 'GET',
    path: '/studio/pages',
    auth: 'operator',
    chosenByContract: true,
    response: z.array(staticPageSchema),
  }),
  /** A new page, served to subscribers at once (owners and editors). */
  createStudioPage: endpoint({
    method: 'POST',
    path: '/studio/pages',
    auth: 'operator',
    chosenByContract: true,
    body: newStudioPageBodySchema,
    response: staticPageSchema,
  }),
  /** A page's new title and text, served to subscribers at once (owners and editors). */
  changeStudioPage: endpoint({
    method: 'PUT',
    path: '/studio/pages/:slug',
    auth: 'operator',
    chosenByContract: true,
    params: pageParamsSchema,
    body: studioPageBodySchema,
    response: staticPageSchema,
  }),
  /** Deletes a page: subscribers' links to it find "Page not found" (owners and editors). */
  deleteStudioPage: endpoint({
    method: 'DELETE',
    path: '/studio/pages/:slug',
    auth: 'operator',
    chosenByContract: true,
    params: pageParamsSchema,
    response: z.null(),
  }),
};

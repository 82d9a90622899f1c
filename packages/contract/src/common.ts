import { z } from './zod.js';

/** A positive whole-number id, from a number or a query-string text. */
export const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .check(
    z.int({ error: 'must be a whole number' }),
    z.positive({ error: 'must be a positive id' }),
    z.lte(2_147_483_647, { error: 'is too large' }),
  );

export const pageSchema = z.coerce
  .number({ error: 'must be a number' })
  .check(
    z.int({ error: 'must be a whole number' }),
    z.gte(1, { error: 'must be 1 or more' }),
    z.lte(100_000, { error: 'is too large' }),
  );

/** A page size; callers ask for 24, 40, 60, 100 or 200. */
export const limitSchema = z.coerce
  .number({ error: 'must be a number' })
  .check(
    z.int({ error: 'must be a whole number' }),
    z.gte(1, { error: 'must be 1 or more' }),
    z.lte(200, { error: 'must be 200 or less' }),
  );

/** A `0`/`1` flag such as `config[enable_rate]=1`. */
export const flagSchema = z.pipe(
  z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.boolean()], {
    error: 'must be 0 or 1',
  }),
  z.transform((value) => value === '1' || value === 1 || value === true),
);

export const sortDirectionSchema = z.enum(['asc', 'desc'], { error: 'must be asc or desc' });

/** A search by name (`filter[title]`): 1 to 100 characters once trimmed. */
export const titleSearchSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** `filter[genre_id][0]=4&filter[genre_id][1]=7`, or a single value, as a list of ids. */
export const idListSchema = z.pipe(
  z.union([idSchema, z.array(idSchema), z.record(z.string(), idSchema)]),
  z.transform((value) =>
    typeof value === 'number' ? [value] : Array.isArray(value) ? value : Object.values(value),
  ),
);

export const namedSchema = z.object({ id: z.int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const parentalRatingSchema = z.object({
  code: z.string(),
  require_pin: z.boolean(),
});
export type ParentalRating = z.infer<typeof parentalRatingSchema>;

/** Image variants; the `_ar` suffix keeps the spec's aspect-ratio naming. */
export const coverSchema = z.object({
  preview_ar: z.nullable(z.string()),
  medium_ar: z.nullable(z.string()),
  small_ar: z.nullable(z.string()),
  preview_large: z.nullish(z.string()),
});
export type Cover = z.infer<typeof coverSchema>;

export const galleryImageSchema = z.object({
  small_ar: z.nullable(z.string()),
  medium_ar: z.nullable(z.string()),
  preview_ar: z.nullable(z.string()),
  preview_medium_ar: z.nullable(z.string()),
  preview_large_ar: z.nullable(z.string()),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const emptySchema = z.null();

/** `page` and `limit` alone, for lists with no filters. */
export const pagedQuerySchema = z.strictObject({
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
});
export type PagedQuery = z.input<typeof pagedQuerySchema>;

/** A Unix time in seconds, as the guide and reminders carry it. */
export const timestampSchema = z.coerce
  .number({ error: 'must be a Unix time in seconds' })
  .check(
    z.int({ error: 'must be a whole number of seconds' }),
    z.gte(0, { error: 'must be a Unix time in seconds' }),
    z.lte(4_102_444_800, { error: 'must be before the year 2100' }),
  );

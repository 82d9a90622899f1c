import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema } from './common.js';
import { isHttpsUrl } from './studio-ads.js';
import { studioTitleArtSchema, studioVodSchema } from './studio-catalogue-fields.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The studio's artwork and subtitle calls of a title (/api/studio/catalogue/...): a cover, a
 * backdrop and gallery stills uploaded with the rectangle to keep, and WebVTT subtitles.
 */

const M = ValidationKey;

/** The largest artwork original, in bytes: PNG, JPEG or WebP, told apart by their first bytes. */
export const ART_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The largest uploaded WebVTT file, in bytes. */
export const SUBTITLE_MAX_BYTES = 1024 * 1024;

/** The artwork a title has, each with the shape it is cut to and the size it is stored at. */
export const ART_SLOTS = {
  cover: { width: 600, height: 900 },
  backdrop: { width: 1280, height: 720 },
  still: { width: 1280, height: 720 },
} as const;
export type ArtSlot = keyof typeof ART_SLOTS;

const pixelSchema = z
  .number({ error: M.cropInvalid })
  .check(
    z.int({ error: M.cropInvalid }),
    z.gte(0, { error: M.cropInvalid }),
    z.lte(20_000, { error: M.cropInvalid }),
  );

/** The rectangle of the original to keep, in its pixels; the server checks it fits. */
export const cropSchema = z.strictObject({
  x: pixelSchema,
  y: pixelSchema,
  width: pixelSchema.check(z.gte(1, { error: M.cropInvalid })),
  height: pixelSchema.check(z.gte(1, { error: M.cropInvalid })),
});
export type Crop = z.infer<typeof cropSchema>;

/** A file's bytes in base64, at most `maxBytes` of them. */
export const base64Schema = (maxBytes: number) =>
  z
    .string({ error: 'must be the file in base64' })
    .check(
      z.minLength(1, { error: 'must be the file in base64' }),
      z.maxLength(Math.ceil(maxBytes / 3) * 4 + 1024, { error: 'is too large' }),
      z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'must be the file in base64' }),
    );

/** An artwork upload: the original's bytes in base64 and the rectangle to keep. */
export const artUploadBodySchema = z.strictObject({
  data: base64Schema(ART_IMAGE_MAX_BYTES),
  crop: cropSchema,
});
export type ArtUploadBody = z.input<typeof artUploadBodySchema>;

const modelSchema = z.enum(['vods', 'shows'], { error: 'must be vods or shows' });

/** Which title (`vods`: films and episodes) and which of its artwork. */
export const artQuerySchema = z.strictObject({
  model: modelSchema,
  slot: z.enum(['cover', 'backdrop', 'still'], { error: 'must be cover, backdrop or still' }),
});
export type ArtQuery = z.input<typeof artQuerySchema>;
const modelQuerySchema = z.strictObject({ model: modelSchema });
const idParamsSchema = z.strictObject({ id: idSchema });

/** The uploaded stills in their new order: every one, each once. */
export const stillOrderBodySchema = z.strictObject({
  ids: z
    .array(idSchema, { error: M.choiceInvalid })
    .check(z.maxLength(50, { error: M.choiceInvalid })),
});

/** A BCP 47 tag such as en, pt or pt-BR. */
export const subtitleQuerySchema = z.strictObject({
  locale: z.string().check(
    z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, {
      error: 'must be a language tag (en, pt-BR)',
    }),
  ),
});

/** A subtitle: an uploaded WebVTT file (base64) or the https:// address of one. */
export const subtitleBodySchema = z
  .strictObject({
    data: z.nullable(base64Schema(SUBTITLE_MAX_BYTES)),
    url: z.nullable(
      z.string({ error: M.subtitleUrlInvalid }).check(
        z.trim(),
        z.refine((value) => isHttpsUrl(value), { error: M.subtitleUrlInvalid }),
      ),
    ),
  })
  .check(
    z.refine((value) => (value.data === null) !== (value.url === null), {
      error: M.subtitleSourceRequired,
      path: ['url'],
    }),
  );
export type SubtitleBody = z.input<typeof subtitleBodySchema>;

const operatorCall = { auth: 'operator', chosenByContract: true } as const;

export const studioCatalogueArtCalls = {
  /**
   * Cuts an uploaded original to a title's cover (2:3) or backdrop (16:9), replacing an earlier
   * upload, or to a gallery still (16:9) added last. Owners and editors.
   */
  uploadCatalogueArt: endpoint({
    ...operatorCall,
    method: 'POST',
    path: '/studio/catalogue/art/:id',
    params: idParamsSchema,
    query: artQuerySchema,
    body: artUploadBodySchema,
    response: studioTitleArtSchema,
  }),
  /** Forgets an uploaded cover or backdrop (or every still): the previous art shows again. */
  removeCatalogueArt: endpoint({
    ...operatorCall,
    method: 'DELETE',
    path: '/studio/catalogue/art/:id',
    params: idParamsSchema.clone(),
    query: artQuerySchema.clone(),
    response: studioTitleArtSchema.clone(),
  }),
  /** Puts a title's uploaded stills in a new order. */
  orderCatalogueStills: endpoint({
    ...operatorCall,
    method: 'PUT',
    path: '/studio/catalogue/still-order/:id',
    params: idParamsSchema.clone(),
    query: modelQuerySchema,
    body: stillOrderBodySchema,
    response: studioTitleArtSchema.clone(),
  }),
  /** Removes one uploaded still (its id, as the title's art lists it). */
  removeCatalogueStill: endpoint({
    ...operatorCall,
    method: 'DELETE',
    path: '/studio/catalogue/stills/:id',
    params: idParamsSchema.clone(),
    response: studioTitleArtSchema.clone(),
  }),
  /** Sets a film's or episode's subtitle of one language: an uploaded file or an address. */
  setCatalogueSubtitle: endpoint({
    ...operatorCall,
    method: 'PUT',
    path: '/studio/catalogue/subtitles/:id',
    params: idParamsSchema.clone(),
    query: subtitleQuerySchema,
    body: subtitleBodySchema,
    response: studioVodSchema,
  }),
  /** Removes a film's or episode's subtitle of one language. */
  removeCatalogueSubtitle: endpoint({
    ...operatorCall,
    method: 'DELETE',
    path: '/studio/catalogue/subtitles/:id',
    params: idParamsSchema.clone(),
    query: subtitleQuerySchema.clone(),
    response: studioVodSchema.clone(),
  }),
};

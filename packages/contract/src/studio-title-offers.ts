import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema } from './common.js';
import { businessModelSchema } from './vod.js';
import { priceSchema } from './studio-commerce.js';
import { studioTitleSchema } from './studio-title-media.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The studio's calls on the playback profiles of one movie or episode, with their prices
 * (/api/studio/title-offers/:id): what the rent call then offers subscribers (catalogue §4,
 * Renting). Owners and editors.
 */

const M = ValidationKey;

/** The longest rental, in days. */
export const RENTAL_MAX_DAYS = 365;
/** The pricing options a profile holds, at most. */
export const PRICING_MAX = 10;

/** A pricing option as operators write it: a price, and the days a rental runs (null: bought). */
export const offerPricingSchema = z.strictObject({
  price: priceSchema,
  duration: z.nullable(
    z
      .number({ error: M.rentalDaysInvalid })
      .check(
        z.int({ error: M.rentalDaysInvalid }),
        z.gte(1, { error: M.rentalDaysInvalid }),
        z.lte(RENTAL_MAX_DAYS, { error: M.rentalDaysInvalid }),
      ),
  ),
});
export type OfferPricing = z.infer<typeof offerPricingSchema>;

/**
 * Whether pricing fits the business model as the rent call reads it (rental-option.ts):
 * svod has none; tvod one price, bought for good; tvod_dtr at least one rental by days, each
 * length once, and at most one price to buy it for good beside them. The key of what is wrong.
 */
export function pricingProblem(
  model: z.infer<typeof businessModelSchema>,
  pricing: readonly OfferPricing[],
): keyof typeof M | undefined {
  if (model === 'svod') return pricing.length > 0 ? M.pricingNotForSubscription : undefined;
  if (pricing.length === 0) return M.pricingRequired;
  if (model === 'tvod') {
    return pricing.length > 1 || pricing[0]!.duration !== null ? M.purchaseOnePrice : undefined;
  }
  const durations = pricing.flatMap((entry) => (entry.duration === null ? [] : [entry.duration]));
  if (durations.length === 0) return M.rentalDurationRequired;
  if (new Set(durations).size !== durations.length) return M.durationRepeated;
  if (pricing.length - durations.length > 1) return M.purchaseOnePrice;
  return undefined;
}

/** A profile as operators write it. */
export const offerBodySchema = z
  .strictObject({
    name: z
      .string({ error: M.offerNameInvalid })
      .check(
        z.trim(),
        z.minLength(1, { error: M.offerNameInvalid }),
        z.maxLength(50, { error: M.offerNameInvalid }),
      ),
    code: z
      .string({ error: M.offerCodeInvalid })
      .check(z.trim(), z.regex(/^[a-z0-9_-]{1,20}$/, { error: M.offerCodeInvalid })),
    business_model: z.enum(['svod', 'tvod', 'tvod_dtr'], { error: M.businessModelInvalid }),
    pricing: z
      .array(offerPricingSchema, { error: M.pricingRequired })
      .check(z.maxLength(PRICING_MAX, { error: M.pricingRequired })),
  })
  .check(
    z.superRefine((value, context) => {
      const problem = pricingProblem(value.business_model, value.pricing);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['pricing'] });
    }),
  );
export type OfferBody = z.input<typeof offerBodySchema>;

/** A playback profile as the studio shows it. */
export const studioOfferSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  business_model: businessModelSchema,
  pricing: z.array(z.object({ price: z.number(), duration: z.nullable(z.int()) })),
  /** The playlist it plays; null: none yet. */
  source_url: z.nullable(z.string()),
  /** Rentals and purchases of it still running. */
  active_rentals: z.int(),
});
export type StudioOffer = z.infer<typeof studioOfferSchema>;

const titleParamsSchema = z.strictObject({ id: idSchema });

export const studioTitleOfferCalls = {
  /** A title's profiles with their prices, and the currency they are in. */
  titleOffers: endpoint({
    method: 'GET',
    path: '/studio/title-offers/:id',
    auth: 'operator',
    chosenByContract: true,
    params: titleParamsSchema,
    response: z.object({
      title: studioTitleSchema,
      currency: z.string(),
      offers: z.array(studioOfferSchema),
    }),
  }),
  /** A new profile of the title, playing what the title plays now. */
  createTitleOffer: endpoint({
    method: 'POST',
    path: '/studio/title-offers/:id',
    auth: 'operator',
    chosenByContract: true,
    params: titleParamsSchema,
    body: offerBodySchema,
    response: studioOfferSchema,
  }),
  /** Replaces a profile's name, code, business model and prices. */
  changeTitleOffer: endpoint({
    method: 'PUT',
    path: '/studio/vod-offers/:id',
    auth: 'operator',
    chosenByContract: true,
    params: z.strictObject({ id: idSchema }),
    // A schema of its own, so that the API document names each call's body.
    body: offerBodySchema.clone(),
    response: studioOfferSchema,
  }),
  /** Removes a profile; its rentals end with it. */
  deleteTitleOffer: endpoint({
    method: 'DELETE',
    path: '/studio/vod-offers/:id',
    auth: 'operator',
    chosenByContract: true,
    params: z.strictObject({ id: idSchema }),
    response: z.null(),
  }),
};

import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema } from './common.js';
import { businessModelSchema } from './vod.js';
import { profilePricing, wholeDaysSchema } from './studio-profile-pricing.js';
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
// The VOD rent call chooses a price by its duration; one without days is the purchase.
const offerPricing = profilePricing({
  days: wholeDaysSchema(RENTAL_MAX_DAYS, M.rentalDaysInvalid),
  purchaseBesideRentals: true,
});

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
    ...offerPricing.fields,
  })
  .check(offerPricing.check);
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

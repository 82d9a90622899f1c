import { z } from './zod.js';
import { ValidationKey, type ValidationMessageKey } from './validation-texts.js';

/**
 * The prices of a profile as operators write them, once for both kinds: a title's playback
 * profiles (studio-title-offers.ts) and a channel's streaming profiles (studio-commerce.ts).
 * The rent calls read them (commerce/rentals/rental-option.ts): svod is in the subscription and
 * has no price; tvod is bought for good at one price, with no days; tvod_dtr is rented for the
 * days of its prices, each number of days once.
 */

const M = ValidationKey;

/** The prices a profile holds, at most. */
export const PRICING_MAX = 10;

/** A price in the currency's major unit (9.99), at most 100000, cents at most: packages', channels' and titles'. */
export const priceSchema = z.number({ error: M.priceInvalid }).check(
  z.gte(0, { error: M.priceInvalid }),
  z.lte(100_000, { error: M.priceInvalid }),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: M.priceInvalid,
  }),
);

/** A whole number of days from 1 to `max`, refused with the rule whose text names that bound. */
export const wholeDaysSchema = (max: number, rule: ValidationMessageKey) =>
  z
    .number({ error: rule })
    .check(z.int({ error: rule }), z.gte(1, { error: rule }), z.lte(max, { error: rule }));

/** What a profile's prices may be beside the business model. */
export interface PricingRules {
  /** The days a rental's price runs for. */
  days: z.ZodMiniNumber<number>;
  /**
   * Whether a rental by days may also be bought for good, at one price with no days: the VOD
   * rent call chooses a price by its duration, and one without is the purchase; a channel's
   * rent call carries no duration and takes the first price, so each of its prices has days.
   */
  purchaseBesideRentals: boolean;
}

const businessModelBodySchema = z.enum(['svod', 'tvod', 'tvod_dtr'], {
  error: M.businessModelInvalid,
});
type BusinessModel = z.infer<typeof businessModelBodySchema>;

/** A price as operators write it: the price, and the days a rental runs (null: bought). */
export interface ProfilePrice {
  price: number;
  duration: number | null;
}

/** What is wrong with prices under a business model, as the rule's key; undefined: nothing. */
export function pricingProblem(
  model: BusinessModel,
  pricing: readonly ProfilePrice[],
  { purchaseBesideRentals }: Pick<PricingRules, 'purchaseBesideRentals'>,
): ValidationMessageKey | undefined {
  if (model === 'svod') return pricing.length > 0 ? M.pricingNotForSubscription : undefined;
  if (pricing.length === 0) return M.pricingRequired;
  if (model === 'tvod') {
    return pricing.length > 1 || pricing[0]!.duration !== null ? M.purchaseOnePrice : undefined;
  }
  const durations = pricing.flatMap((entry) => (entry.duration === null ? [] : [entry.duration]));
  const purchases = pricing.length - durations.length;
  if (!purchaseBesideRentals && purchases > 0) return M.rentalDaysRequired;
  if (durations.length === 0) return M.rentalDurationRequired;
  if (new Set(durations).size !== durations.length) return M.durationRepeated;
  if (purchases > 1) return M.purchaseOnePrice;
  return undefined;
}

/**
 * A profile's `business_model` and `pricing` fields, and the check that they fit together
 * (its issue under `pricing`), for a body that holds them beside fields of its own.
 */
export function profilePricing(rules: PricingRules) {
  const priceEntrySchema = z.strictObject({
    price: priceSchema,
    duration: z.nullable(rules.days),
  });
  return {
    fields: {
      business_model: businessModelBodySchema,
      pricing: z
        .array(priceEntrySchema, { error: M.pricingRequired })
        .check(z.maxLength(PRICING_MAX, { error: M.pricingRequired })),
    },
    check: z.superRefine<{ business_model: BusinessModel; pricing: ProfilePrice[] }>(
      (value, context) => {
        const problem = pricingProblem(value.business_model, value.pricing, rules);
        if (problem) context.addIssue({ code: 'custom', message: problem, path: ['pricing'] });
      },
    ),
  };
}

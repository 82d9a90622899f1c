import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema, limitSchema, pageSchema } from './common.js';
import { listOf } from './envelope.js';
import { ValidationKey } from './validation-texts.js';
import { titleText } from './studio-ads.js';
import { priceSchema, profilePricing, wholeDaysSchema } from './studio-profile-pricing.js';

/**
 * The studio's commerce calls (/api/studio/packages, /api/studio/channel-prices): the
 * subscription packages subscribers choose from and the prices of channels' streaming
 * profiles. Rentals, refunds and payments are in studio-rentals.ts.
 */

const M = ValidationKey;

/** A package's period, and the days of a channel's rental: up to ten years. */
const daysSchema = wholeDaysSchema(3650, M.daysInvalid);

/** A subscription package as the studio lists it. */
export const studioPackageSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency_code: z.string(),
  period_days: z.int(),
  /** When it stopped being offered; null while new subscribers may choose it. */
  retired_at: z.nullable(z.string()),
  /** Subscriptions that were taken of it, running or not: such a package is never deleted. */
  subscriptions: z.int(),
});
export type StudioPackage = z.infer<typeof studioPackageSchema>;

/** A package as operators write it. */
export const packageBodySchema = z.strictObject({
  name: titleText,
  description: z
    .string({ error: M.brandTextTooLong })
    .check(z.trim(), z.maxLength(200, { error: M.brandTextTooLong })),
  price: priceSchema,
  currency_code: z
    .string({ error: M.currencyInvalid })
    .check(z.trim(), z.regex(/^[A-Z]{3}$/, { error: M.currencyInvalid })),
  period_days: daysSchema,
});
export type PackageBody = z.input<typeof packageBodySchema>;

const idParamsSchema = z.strictObject({ id: idSchema });

// The channel rent call carries no duration: its first price is the one (rental-option.ts).
const channelPricing = profilePricing({ days: daysSchema, purchaseBesideRentals: false });

/** A channel profile's business model and prices, as the channel rent call takes them. */
export const channelProfilePriceBodySchema = z
  .strictObject(channelPricing.fields)
  .check(channelPricing.check);
export type ChannelProfilePriceBody = z.input<typeof channelProfilePriceBodySchema>;

/** A channel's streaming profile with its prices. */
export const studioChannelProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  business_model: z.enum(['svod', 'tvod', 'tvod_dtr']),
  pricing: z.array(z.object({ duration: z.nullable(z.int()), price: z.number() })),
});
export type StudioChannelProfile = z.infer<typeof studioChannelProfileSchema>;

/** A channel and its streaming profiles. */
export const channelPricesSchema = z.object({
  channel_id: z.int(),
  channel_title: z.string(),
  profiles: z.array(studioChannelProfileSchema),
});
export type ChannelPrices = z.infer<typeof channelPricesSchema>;

export const channelPricesQuerySchema = z.strictObject({
  /** A text in the channel's name, any letter case; empty: all. */
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(100, { error: 'must be 100 characters or fewer' })),
  ),
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
});
export type ChannelPricesQuery = z.input<typeof channelPricesQuerySchema>;

export const studioCommerceCalls = {
  /** Every subscription package, retired ones too. Owner, editor and support. */
  packages: endpoint({
    method: 'GET',
    path: '/studio/packages',
    auth: 'operator',
    chosenByContract: true,
    response: z.array(studioPackageSchema),
  }),
  /** A new package, offered to new subscribers at once (owners and editors). */
  createPackage: endpoint({
    method: 'POST',
    path: '/studio/packages',
    auth: 'operator',
    chosenByContract: true,
    body: packageBodySchema,
    response: studioPackageSchema,
  }),
  /** A package's new fields; running subscriptions keep their end date (owners and editors). */
  changePackage: endpoint({
    method: 'PUT',
    path: '/studio/packages/:id',
    auth: 'operator',
    chosenByContract: true,
    params: idParamsSchema,
    body: packageBodySchema.clone(),
    response: studioPackageSchema,
  }),
  /** Stops offering a package; its subscriptions run on (owners and editors). */
  retirePackage: endpoint({
    method: 'POST',
    path: '/studio/package-retire/:id',
    auth: 'operator',
    chosenByContract: true,
    params: idParamsSchema,
    response: studioPackageSchema,
  }),
  /** Offers a retired package again (owners and editors). */
  restorePackage: endpoint({
    method: 'POST',
    path: '/studio/package-restore/:id',
    auth: 'operator',
    chosenByContract: true,
    params: idParamsSchema,
    response: studioPackageSchema,
  }),
  /** Channels by name with their streaming profiles' prices, a page at a time. */
  channelPrices: endpoint({
    method: 'GET',
    path: '/studio/channel-prices',
    auth: 'operator',
    chosenByContract: true,
    query: channelPricesQuerySchema,
    response: listOf(channelPricesSchema),
  }),
  /** A channel profile's business model and prices; new rentals pay them (owners and editors). */
  changeChannelProfilePrice: endpoint({
    method: 'PUT',
    path: '/studio/channel-prices/:id',
    auth: 'operator',
    chosenByContract: true,
    params: idParamsSchema,
    body: channelProfilePriceBodySchema,
    response: studioChannelProfileSchema,
  }),
};

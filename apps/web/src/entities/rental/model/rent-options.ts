import type { RentChannelBody, RentVodBody, VodProfile } from '@marquee/contract';

type Pricing = VodProfile['pricing'][number];

/** One way to rent a title: a profile with one of its pricing entries (or its plain price). */
export interface RentOption {
  /** Unique among a title's options: `{profile id}:{pricing index}`. */
  key: string;
  profile: VodProfile;
  /** The chosen pricing entry; null for a profile sold at its plain price. */
  pricing: Pricing | null;
  price: number;
}

/** The rent-profile chooser's options: every pricing entry of every profile not yet subscribed. */
export function rentOptions(profiles: VodProfile[]): RentOption[] {
  return profiles
    .filter((profile) => !profile.subscribed)
    .flatMap((profile): RentOption[] =>
      profile.pricing.length === 0
        ? [{ key: `${profile.id}:0`, profile, pricing: null, price: profile.price }]
        : profile.pricing.map((pricing, index) => ({
            key: `${profile.id}:${index}`,
            profile,
            pricing,
            price: pricing.price,
          })),
    );
}

/**
 * The option the chooser starts on: a single pricing option is preselected (catalogue §4,
 * Renting), that of the profile whose Rent button was pressed, or the title's only option.
 */
export function preselectedRentOption(
  options: RentOption[],
  profileId: number | null,
): RentOption | null {
  const ofProfile = options.filter((option) => option.profile.id === profileId);
  if (ofProfile.length === 1) return ofProfile[0]!;
  return options.length === 1 ? options[0]! : null;
}

/** The days a rent call sends: only for the tvod_dtr business model when the chosen pricing has them (catalogue §5). */
export function rentDuration(option: RentOption): { duration?: number } {
  const duration = option.pricing?.duration;
  return option.profile.business_model === 'tvod_dtr' && duration ? { duration } : {};
}

/** The rent call's body: the title and the profile, and `duration` (rentDuration). */
export function rentRequestBody(vodId: number, option: RentOption): RentVodBody {
  return { single_event_vod_id: vodId, vod_profile_id: option.profile.id, ...rentDuration(option) };
}

/** A channel's rent call's body: the channel and its streaming profile, and `duration`. */
export function rentChannelRequestBody(channelId: number, option: RentOption): RentChannelBody {
  return {
    channel_id: channelId,
    streaming_profile_id: option.profile.id,
    ...rentDuration(option),
  };
}

/** What the rent confirm dialog shows. */
export interface RentalQuote {
  currency: string | null | undefined;
  name: string | null | undefined;
  id: number | null | undefined;
  price: number | null | undefined;
}

/**
 * The confirm dialog shows only if the viewer has a currency and the item has a name, an id
 * and a price of 0 or more (catalogue §4, Renting).
 */
export function canConfirmRental({ currency, name, id, price }: RentalQuote): boolean {
  return (
    typeof currency === 'string' &&
    currency.trim() !== '' &&
    typeof name === 'string' &&
    name.trim() !== '' &&
    typeof id === 'number' &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    price >= 0
  );
}

/** A price in the viewer's currency for the interface language; an unknown code is shown as is. */
export function formatPrice(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

import { notice, noticeText, type Notice } from '@marquee/contract';
import type { Pricing } from '../../../db/schema.js';
import { badRequest } from '../../../http/errors.js';

/** What renting a profile with a given `duration` means: its price and how many days it runs. */
export interface RentalOption {
  priceCents: number;
  /** Days the rental runs; null for a purchase (tvod), which never ends. */
  durationDays: number | null;
}

const durationError = (reason: Notice) => badRequest(reason, { duration: [noticeText(reason)] });

/** Several durations to choose from, as "{{days}} or {{last}}": `2, 3` and `7`. */
const choice = (list: number[]) => ({ days: list.slice(0, -1).join(', '), last: list.at(-1)! });

/**
 * The pricing option a rent call chose (catalogue §4, Renting). `duration` is sent only for a
 * tvod_dtr profile whose pricing has durations, and must be one of them; a purchase (tvod, or a
 * pricing without durations) takes none. Anything else is refused with a message that says why.
 */
export function chooseRentalOption(
  profile: { businessModel: string; pricing: Pricing[] },
  duration: number | undefined,
): RentalOption {
  if (profile.businessModel !== 'tvod' && profile.businessModel !== 'tvod_dtr') {
    throw badRequest(notice('includedInSubscription'));
  }
  if (profile.pricing.length === 0) {
    throw badRequest(notice('noPrice'));
  }
  const durations = profile.pricing.flatMap((entry) =>
    entry.duration === null ? [] : [entry.duration],
  );
  const rentsForDays = profile.businessModel === 'tvod_dtr' && durations.length > 0;
  if (duration === undefined) {
    const purchase =
      profile.pricing.find((entry) => entry.duration === null) ??
      (rentsForDays ? undefined : profile.pricing[0]);
    if (!purchase) {
      throw durationError(
        durations.length === 1
          ? notice('durationRequired', { days: durations[0]! })
          : notice('durationRequiredChoice', choice(durations)),
      );
    }
    return { priceCents: purchase.priceCents, durationDays: null };
  }
  if (!rentsForDays) {
    throw durationError(notice('durationNotForPurchase'));
  }
  const chosen = profile.pricing.find((entry) => entry.duration === duration);
  if (!chosen) {
    throw durationError(
      durations.length === 1
        ? notice('durationNotOffered', { duration, days: durations[0]! })
        : notice('durationNotOfferedChoice', { duration, ...choice(durations) }),
    );
  }
  return { priceCents: chosen.priceCents, durationDays: duration };
}

/**
 * What renting a channel's streaming profile means when the rent call carries no duration
 * (catalogue §7 gives only channel_id and streaming_profile_id): the profile's first price is the
 * one: its days for a rental by days (tvod_dtr), for good otherwise.
 */
export function chooseChannelRentalOption(profile: {
  businessModel: string;
  pricing: Pricing[];
}): RentalOption {
  if (profile.businessModel !== 'tvod' && profile.businessModel !== 'tvod_dtr') {
    throw badRequest(notice('includedInSubscription'));
  }
  const [first] = profile.pricing;
  if (!first) throw badRequest(notice('noPrice'));
  const durationDays = profile.businessModel === 'tvod_dtr' ? first.duration : null;
  return { priceCents: first.priceCents, durationDays };
}

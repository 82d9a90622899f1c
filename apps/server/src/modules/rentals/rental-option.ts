import type { Pricing } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';

/** What renting a profile with a given `duration` means: its price and how many days it runs. */
export interface RentalOption {
  priceCents: number;
  /** Days the rental runs; null for a purchase (tvod), which never ends. */
  durationDays: number | null;
}

const durationError = (message: string) => badRequest(message, { duration: [message] });

const days = (list: number[]) =>
  list.length === 1 ? `${list[0]} days` : `${list.slice(0, -1).join(', ')} or ${list.at(-1)} days`;

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
    throw badRequest('This profile is included in the subscription; it cannot be rented.');
  }
  if (profile.pricing.length === 0) {
    throw badRequest('This profile has no price, so it cannot be rented.');
  }
  const durations = profile.pricing.flatMap((entry) =>
    entry.duration === null ? [] : [entry.duration],
  );
  const rentsForDays = profile.businessModel === 'tvod_dtr' && durations.length > 0;
  if (duration === undefined) {
    const purchase =
      profile.pricing.find((entry) => entry.duration === null) ??
      (rentsForDays ? undefined : profile.pricing[0]);
    if (!purchase) throw durationError(`duration is required: choose ${days(durations)}.`);
    return { priceCents: purchase.priceCents, durationDays: null };
  }
  if (!rentsForDays) {
    throw durationError('duration is only for rentals by days (tvod_dtr); leave it out to buy.');
  }
  const chosen = profile.pricing.find((entry) => entry.duration === duration);
  if (!chosen) {
    throw durationError(
      `This profile is not rented for ${duration} days: choose ${days(durations)}.`,
    );
  }
  return { priceCents: chosen.priceCents, durationDays: duration };
}

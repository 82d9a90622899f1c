import { describe, expect, it } from 'vitest';
import { issuesByField } from './issues.js';
import { channelProfilePriceBodySchema } from './studio-commerce.js';
import { pricingProblem } from './studio-profile-pricing.js';
import { offerBodySchema } from './studio-title-offers.js';
import { ValidationMessage } from './validation-texts.js';

const rental = (duration: number | null, price = 1) => ({ duration, price });
const both = { purchaseBesideRentals: true };
const rentalsOnly = { purchaseBesideRentals: false };

describe('a profile’s prices', () => {
  it('fit its business model, by one set of rules', () => {
    expect(pricingProblem('svod', [], both)).toBeUndefined();
    expect(pricingProblem('svod', [rental(null)], both)).toBe('pricingNotForSubscription');
    expect(pricingProblem('tvod', [], both)).toBe('pricingRequired');
    expect(pricingProblem('tvod', [rental(null)], both)).toBeUndefined();
    expect(pricingProblem('tvod', [rental(3)], both)).toBe('purchaseOnePrice');
    expect(pricingProblem('tvod', [rental(null), rental(null, 2)], both)).toBe('purchaseOnePrice');
    expect(pricingProblem('tvod_dtr', [rental(null)], both)).toBe('rentalDurationRequired');
    expect(pricingProblem('tvod_dtr', [rental(2), rental(2, 3)], both)).toBe('durationRepeated');
    expect(pricingProblem('tvod_dtr', [rental(2), rental(7, 3)], rentalsOnly)).toBeUndefined();
  });

  it('may buy a title for good beside its rentals, but not a channel, whose rent call takes the first price', () => {
    const mixed = [rental(null, 9), rental(2)];
    expect(pricingProblem('tvod_dtr', mixed, both)).toBeUndefined();
    expect(pricingProblem('tvod_dtr', [...mixed, rental(null, 8)], both)).toBe('purchaseOnePrice');
    expect(pricingProblem('tvod_dtr', mixed, rentalsOnly)).toBe('rentalDaysRequired');
  });

  it('run a title’s rental up to a year and a channel’s up to ten years', () => {
    const offer = (duration: number) => ({
      name: 'HD',
      code: 'hd',
      business_model: 'tvod_dtr',
      pricing: [rental(duration)],
    });
    const channel = (duration: number) => ({
      business_model: 'tvod_dtr',
      pricing: [rental(duration)],
    });
    expect(offerBodySchema.safeParse(offer(365)).success).toBe(true);
    expect(issuesByField(offerBodySchema.safeParse(offer(366)).error!)).toEqual({
      'pricing[0][duration]': [ValidationMessage.rentalDaysInvalid],
    });
    expect(channelProfilePriceBodySchema.safeParse(channel(3650)).success).toBe(true);
    expect(issuesByField(channelProfilePriceBodySchema.safeParse(channel(3651)).error!)).toEqual({
      'pricing[0][duration]': [ValidationMessage.daysInvalid],
    });
  });
});

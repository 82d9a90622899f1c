import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/errors.js';
import { chooseChannelRentalOption, chooseRentalOption } from './rental-option.js';

const weekOrMonth = {
  businessModel: 'tvod_dtr',
  pricing: [
    { duration: 7, priceCents: 199 },
    { duration: 30, priceCents: 499 },
  ],
};

const refusal = (choose: () => unknown) => {
  try {
    choose();
  } catch (error) {
    return error instanceof HttpError ? [error.statusCode, error.notice.key] : error;
  }
  return 'not refused';
};

describe('chooseRentalOption', () => {
  it('rents for the days chosen at their price, and refuses days not offered', () => {
    expect(chooseRentalOption(weekOrMonth, 30)).toEqual({ priceCents: 499, durationDays: 30 });
    expect(chooseRentalOption(weekOrMonth, 7)).toEqual({ priceCents: 199, durationDays: 7 });
    expect(refusal(() => chooseRentalOption(weekOrMonth, 3))).toEqual([
      400,
      'durationNotOfferedChoice',
    ]);
  });
});

describe('chooseChannelRentalOption (a channel rent call without a duration)', () => {
  it("takes the profile's first price, for its days", () => {
    expect(chooseChannelRentalOption(weekOrMonth)).toEqual({ priceCents: 199, durationDays: 7 });
    expect(
      chooseChannelRentalOption({
        businessModel: 'tvod',
        pricing: [{ duration: null, priceCents: 999 }],
      }),
    ).toEqual({ priceCents: 999, durationDays: null });
  });

  it('refuses a profile included in the subscription or without a price', () => {
    expect(
      refusal(() => chooseChannelRentalOption({ businessModel: 'svod', pricing: [] })),
    ).toEqual([400, 'includedInSubscription']);
    expect(
      refusal(() => chooseChannelRentalOption({ businessModel: 'tvod_dtr', pricing: [] })),
    ).toEqual([400, 'noPrice']);
  });
});

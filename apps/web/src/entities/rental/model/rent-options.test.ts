import { describe, expect, it } from 'vitest';
import { makeMovie, makeRentableProfiles } from '@/test/fixtures';
import {
  canConfirmRental,
  formatPrice,
  preselectedRentOption,
  rentChannelRequestBody,
  rentOptions,
  rentRequestBody,
} from './rent-options';

const hd = makeMovie().movie_source.profiles[0]!;
const { weekOrMonth, bought } = makeRentableProfiles();

describe('rentOptions', () => {
  it('lists every pricing entry of every profile not yet subscribed', () => {
    const options = rentOptions([hd, weekOrMonth, bought]);
    expect(options.map((option) => [option.key, option.price])).toEqual([
      ['12:0', 3.99],
      ['12:1', 6.5],
      ['13:0', 1.5],
    ]);
    expect(options[2]!.pricing).toBeNull();
  });
});

describe('preselectedRentOption (a single pricing option is preselected)', () => {
  const options = rentOptions([weekOrMonth, bought]);

  it("preselects the pressed profile's option when it has only one", () => {
    expect(preselectedRentOption(options, 13)?.key).toBe('13:0');
  });

  it('preselects nothing when the pressed profile has several pricing options', () => {
    expect(preselectedRentOption(options, 12)).toBeNull();
  });

  it("preselects the title's only option", () => {
    expect(preselectedRentOption(rentOptions([bought]), null)?.key).toBe('13:0');
  });
});

describe('rentRequestBody (catalogue §5)', () => {
  it('adds duration for tvod_dtr with a pricing duration', () => {
    const [week] = rentOptions([weekOrMonth]);
    expect(rentRequestBody(3, week!)).toEqual({
      single_event_vod_id: 3,
      vod_profile_id: 12,
      duration: 7,
    });
  });

  it('sends no duration for other business models or a pricing without one', () => {
    const [plain] = rentOptions([bought]);
    expect(rentRequestBody(3, plain!)).toEqual({ single_event_vod_id: 3, vod_profile_id: 13 });
    const tvodWithDuration = rentOptions([{ ...weekOrMonth, business_model: 'tvod' }])[0]!;
    expect(rentRequestBody(3, tvodWithDuration)).not.toHaveProperty('duration');
    const dtrForever = rentOptions([
      { ...weekOrMonth, pricing: [{ duration: null, price: 9 }] },
    ])[0]!;
    expect(rentRequestBody(3, dtrForever)).not.toHaveProperty('duration');
  });
});

describe('rentChannelRequestBody', () => {
  it('sends the channel, its streaming profile and the days chosen, as for films', () => {
    const [, month] = rentOptions([weekOrMonth]);
    expect(rentChannelRequestBody(9, month!)).toEqual({
      channel_id: 9,
      streaming_profile_id: 12,
      duration: 30,
    });
    const [plain] = rentOptions([bought]);
    expect(rentChannelRequestBody(9, plain!)).toEqual({ channel_id: 9, streaming_profile_id: 13 });
  });
});

describe('canConfirmRental', () => {
  const quote = { currency: 'EUR', name: '4K', id: 12, price: 0 };

  it('shows the confirm dialog with a currency, a name, an id and a price of 0 or more', () => {
    expect(canConfirmRental(quote)).toBe(true);
  });

  it('does not show it when any of them is missing or the price is below 0', () => {
    expect(canConfirmRental({ ...quote, currency: '' })).toBe(false);
    expect(canConfirmRental({ ...quote, currency: null })).toBe(false);
    expect(canConfirmRental({ ...quote, name: '' })).toBe(false);
    expect(canConfirmRental({ ...quote, id: undefined })).toBe(false);
    expect(canConfirmRental({ ...quote, price: -1 })).toBe(false);
    expect(canConfirmRental({ ...quote, price: null })).toBe(false);
  });
});

describe('formatPrice', () => {
  it('formats in the currency, and shows an unknown code as it came', () => {
    expect(formatPrice(3.99, 'EUR', 'en')).toBe('€3.99');
    expect(formatPrice(3.99, 'NOT A CODE', 'en')).toBe('3.99 NOT A CODE');
  });
});

import { describe, expect, it } from 'vitest';
import {
  SANDBOX_CARDS,
  SandboxDecline,
  cardBrand,
  createSandboxGateway,
  passesLuhn,
} from './sandbox-gateway.js';

const card = (number: string) => ({
  number,
  expiryMonth: 12,
  expiryYear: 2099,
  cvv: '123',
  holderName: 'Ada Lovelace',
});
const charge = { amountCents: 1499, currencyCode: 'EUR', description: 'Premium' };

describe('sandbox gateway', () => {
  const gateway = createSandboxGateway();

  it.each([
    [SANDBOX_CARDS.visa, 'Visa', '4242'],
    [SANDBOX_CARDS.mastercard, 'Mastercard', '4444'],
  ])('approves %s and keeps only brand and last four', async (number, brand, last4) => {
    const result = await gateway.chargeCard(card(number), charge);
    expect(result).toMatchObject({ approved: true, card: { brand, last4 } });
    expect(JSON.stringify(result)).not.toContain(number);
    expect(JSON.stringify(result)).not.toContain(number.slice(0, 12));
  });

  it.each([
    [SANDBOX_CARDS.declined, SandboxDecline.declined],
    [SANDBOX_CARDS.insufficientFunds, SandboxDecline.insufficientFunds],
    ['4111111111111111', SandboxDecline.unknownCard],
    ['4242424242424241', SandboxDecline.invalidNumber],
    ['1234', SandboxDecline.invalidNumber],
  ])('declines %s with a clear reason', async (number, reason) => {
    expect(await gateway.chargeCard(card(number), charge)).toEqual({ approved: false, reason });
  });

  it('charges a saved card again by its reference', async () => {
    const first = await gateway.chargeCard(card(SANDBOX_CARDS.mastercard), charge);
    if (!first.approved) throw new Error('expected approval');
    const again = await gateway.chargeSavedCard(first.card.ref, charge);
    expect(again).toMatchObject({ approved: true, card: { brand: 'Mastercard', last4: '4444' } });
    expect(await gateway.chargeSavedCard('nope', charge)).toEqual({
      approved: false,
      reason: SandboxDecline.unknownSavedCard,
    });
  });
});

describe('card numbers', () => {
  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(false); // 11 digits: too short for a card
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
  });

  it('names the brand from the leading digits', () => {
    expect(cardBrand('4000000000000002')).toBe('Visa');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999999999999995')).toBe('Card');
  });
});

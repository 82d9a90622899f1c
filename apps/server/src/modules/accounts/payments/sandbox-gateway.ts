import { randomBytes } from 'node:crypto';
import { notice, type PlainNotice } from '@marquee/contract';
import type {
  CardDetails,
  Charge,
  ChargeResult,
  PaymentGateway,
  SavedCard,
} from './payment-gateway.js';

/**
 * The test cards the sandbox knows, as the READMEs list them. Any other number is declined,
 * so a real card can never be charged by mistake.
 */
export const SANDBOX_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** Why the sandbox declines a card: notices, which people read in their language. */
export const SandboxDecline = {
  invalidNumber: notice('cardNumberInvalid'),
  declined: notice('cardDeclined'),
  insufficientFunds: notice('insufficientFunds'),
  unknownCard: notice('sandboxCardsOnly'),
  unknownSavedCard: notice('savedCardUnknown'),
} as const satisfies Record<string, PlainNotice>;

const OUTCOME: Record<string, PlainNotice | null> = {
  [SANDBOX_CARDS.visa]: null,
  [SANDBOX_CARDS.mastercard]: null,
  [SANDBOX_CARDS.declined]: SandboxDecline.declined,
  [SANDBOX_CARDS.insufficientFunds]: SandboxDecline.insufficientFunds,
};

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network from the number's leading digits. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

const SAVED_PREFIX = 'sandbox_card_';

/**
 * The default gateway: approves and declines the test cards, charges nothing real and keeps
 * no card number. A saved card's reference carries its brand and last four digits, so saved
 * cards survive a restart without a store of their own.
 */
export function createSandboxGateway(): PaymentGateway {
  const chargeId = () => `sandbox_ch_${randomBytes(12).toString('hex')}`;
  return {
    chargeCard(card: CardDetails, _charge: Charge): Promise<ChargeResult> {
      if (!passesLuhn(card.number)) {
        return Promise.resolve({ approved: false, reason: SandboxDecline.invalidNumber });
      }
      const outcome = OUTCOME[card.number];
      if (outcome === undefined) {
        return Promise.resolve({ approved: false, reason: SandboxDecline.unknownCard });
      }
      if (outcome !== null) return Promise.resolve({ approved: false, reason: outcome });
      const brand = cardBrand(card.number);
      const last4 = card.number.slice(-4);
      const ref = `${SAVED_PREFIX}${encodeURIComponent(brand)}_${last4}_${randomBytes(8).toString('hex')}`;
      const saved: SavedCard = { ref, brand, last4 };
      return Promise.resolve({ approved: true, chargeId: chargeId(), card: saved });
    },

    chargeSavedCard(cardRef: string, _charge: Charge): Promise<ChargeResult> {
      const match = /^sandbox_card_([^_]+)_(\d{4})_[0-9a-f]+$/.exec(cardRef);
      if (!match) {
        return Promise.resolve({ approved: false, reason: SandboxDecline.unknownSavedCard });
      }
      const card: SavedCard = {
        ref: cardRef,
        brand: decodeURIComponent(match[1]!),
        last4: match[2]!,
      };
      return Promise.resolve({ approved: true, chargeId: chargeId(), card });
    },

    refund: () => Promise.resolve(),
  };
}

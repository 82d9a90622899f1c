import type { PlainNotice } from '@marquee/contract';

/**
 * What Marquee asks of a card processor. Card details pass through once, to `chargeCard`;
 * what comes back, and what Marquee keeps, is a reference, the brand and the last four digits.
 */

/** A card as the person typed it. Never stored, never logged. */
export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  holderName: string;
}

export interface Charge {
  amountCents: number;
  currencyCode: string;
  /** What the statement says, e.g. "Marquee Premium subscription". */
  description: string;
}

/** The card as the gateway keeps it for later charges. */
export interface SavedCard {
  /** The gateway's reference, to charge the card again without its details. */
  ref: string;
  brand: string;
  last4: string;
}

/** A declined charge's reason is a notice (a key of the contract's decline reasons). */
export type ChargeResult =
  { approved: true; chargeId: string; card: SavedCard } | { approved: false; reason: PlainNotice };

export interface PaymentGateway {
  /** Charges a card typed in now and keeps it for later charges. */
  chargeCard(card: CardDetails, charge: Charge): Promise<ChargeResult>;
  /** Charges a card the gateway kept, e.g. on a change of package. */
  chargeSavedCard(cardRef: string, charge: Charge): Promise<ChargeResult>;
  /**
   * Gives a charge back, e.g. when the account could not be created after all. Resolves also
   * when the charge was given back already: the refund outbox may ask again after a crash.
   */
  refund(chargeId: string): Promise<void>;
}

/** The payment row of an approved charge for a package: what is kept, and nothing of the card. */
export function paidPayment(
  packageId: number,
  charge: Charge,
  result: Extract<ChargeResult, { approved: true }>,
  at: Date,
) {
  return {
    packageId,
    description: charge.description,
    amountCents: charge.amountCents,
    currencyCode: charge.currencyCode,
    status: 'paid' as const,
    cardBrand: result.card.brand,
    cardLast4: result.card.last4,
    gatewayRef: result.chargeId,
    createdAt: at,
  };
}

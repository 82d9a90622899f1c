import {
  ValidationMessage,
  isValidationKey,
  offerBodySchema,
  type OfferBody,
  type StudioOffer,
} from '@marquee/contract';
import type { FieldErrors } from '@/ui/use-field-text';

/** A profile as its form holds it: every field as typed. */
export interface OfferDraft {
  name: string;
  code: string;
  business_model: OfferBody['business_model'];
  pricing: { price: string; duration: string }[];
}

/** The form of a new profile: a rental for 2 days, the commonest. */
export const NEW_OFFER: OfferDraft = {
  name: '',
  code: '',
  business_model: 'tvod_dtr',
  pricing: [{ price: '', duration: '2' }],
};

/** The form of an existing profile. */
export const draftOf = (offer: StudioOffer): OfferDraft => ({
  name: offer.name,
  code: offer.code,
  business_model: offer.business_model,
  pricing: offer.pricing.map((entry) => ({
    price: String(entry.price),
    duration: entry.duration === null ? '' : String(entry.duration),
  })),
});

/** A typed number ("3,99" as "3.99"); what is not one stays text, for the schema to refuse. */
const numberOf = (text: string): number | string => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
};

/** The body the call takes; a profile included in the subscription sends no prices. */
export function bodyOf(draft: OfferDraft): unknown {
  return {
    name: draft.name,
    code: draft.code,
    business_model: draft.business_model,
    pricing:
      draft.business_model === 'svod'
        ? []
        : draft.pricing.map((entry) => ({
            price: numberOf(entry.price),
            duration:
              draft.business_model === 'tvod' || entry.duration.trim() === ''
                ? null
                : numberOf(entry.duration),
          })),
  };
}

/**
 * What is wrong with a draft, by field (`name`, `pricing`, `pricing.0.price`), as the
 * contract's rules say (the server checks the same): one rule's English text a field.
 */
export function draftErrors(draft: OfferDraft): NonNullable<FieldErrors> {
  const checked = offerBodySchema.safeParse(bodyOf(draft));
  if (checked.success) return {};
  const errors: NonNullable<FieldErrors> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path.join('.');
    // A number's own type check ("abc" typed as a price) says its field's rule.
    const rule = isValidationKey(issue.message) ? issue.message : 'priceInvalid';
    errors[field] ??= [ValidationMessage[rule]];
  }
  return errors;
}

/** The draft under another business model: a paid one starts with one price to fill in. */
export function withModel(draft: OfferDraft, model: OfferDraft['business_model']): OfferDraft {
  const pricing =
    model !== 'svod' && draft.pricing.length === 0
      ? [{ price: '', duration: model === 'tvod_dtr' ? '2' : '' }]
      : draft.pricing;
  return { ...draft, business_model: model, pricing };
}

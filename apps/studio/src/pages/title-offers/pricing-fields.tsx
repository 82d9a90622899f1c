import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import type { FieldText } from '@/ui/use-field-text';
import styles from '../title/title.module.css';
import type { OfferDraft } from './offer-draft';

/** A profile's prices: each a price in the currency, and its days for a rental. */
export function PricingFields({
  draft,
  currency,
  errorOf,
  onChange,
}: {
  draft: OfferDraft;
  currency: string;
  errorOf: FieldText;
  onChange: (pricing: OfferDraft['pricing']) => void;
}) {
  const { t } = useTranslation();
  const rental = draft.business_model === 'tvod_dtr';
  const set = (index: number, field: 'price' | 'duration', value: string) =>
    onChange(
      draft.pricing.map((entry, at) => (at === index ? { ...entry, [field]: value } : entry)),
    );
  return (
    <fieldset className={styles.section}>
      <legend>{t('titleOffers.prices')}</legend>
      {errorOf('pricing') && (
        <p className={styles.muted} role="alert">
          {errorOf('pricing')}
        </p>
      )}
      {draft.pricing.map((entry, index) => (
        <div key={index} className={styles.row}>
          <TextField
            label={t('titleOffers.price', { number: index + 1, currency })}
            inputMode="decimal"
            value={entry.price}
            error={errorOf(`pricing.${index}.price`)}
            onChange={(event) => set(index, 'price', event.currentTarget.value)}
          />
          {rental && (
            <TextField
              label={t('titleOffers.days', { number: index + 1 })}
              hint={t('titleOffers.daysHint')}
              inputMode="numeric"
              value={entry.duration}
              error={errorOf(`pricing.${index}.duration`)}
              onChange={(event) => set(index, 'duration', event.currentTarget.value)}
            />
          )}
          {draft.pricing.length > 1 && (
            <Button
              type="button"
              look="quiet"
              aria-label={t('titleOffers.removePrice', { number: index + 1 })}
              onClick={() => onChange(draft.pricing.filter((_, at) => at !== index))}
            >
              {t('titleOffers.remove')}
            </Button>
          )}
        </div>
      ))}
      {rental && (
        <Button
          type="button"
          look="quiet"
          className={styles.back}
          onClick={() => onChange([...draft.pricing, { price: '', duration: '' }])}
        >
          {t('titleOffers.addPrice')}
        </Button>
      )}
    </fieldset>
  );
}

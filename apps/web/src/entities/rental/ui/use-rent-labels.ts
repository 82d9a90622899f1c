import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, type RentOption } from '../model/rent-options';

/** How a rent option reads: its term ("7 days", "Yours to keep") and its price. */
export function useRentLabels(currency: string | null) {
  const { t, i18n } = useTranslation();
  const term = useCallback(
    (option: RentOption) =>
      option.pricing?.duration
        ? t('catalogue.rent.days', { count: option.pricing.duration })
        : t('catalogue.rent.keep'),
    [t],
  );
  const price = useCallback(
    (option: RentOption) =>
      currency ? formatPrice(option.price, currency, i18n.language) : option.price.toFixed(2),
    [currency, i18n.language],
  );
  return { term, price };
}

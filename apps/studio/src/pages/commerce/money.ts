import { useTranslation } from 'react-i18next';

/** An amount in its currency, in the interface language ("€17.99"); a code Intl does not know as it came. */
export function useMoney(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  return (amount, currency) => {
    try {
      return new Intl.NumberFormat(i18n.language.replace('_', '-'), {
        style: 'currency',
        currency,
      }).format(amount);
    } catch {
      return `${amount} ${currency}`;
    }
  };
}

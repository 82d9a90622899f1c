import type { SubscriptionPackage } from '@marquee/contract';

/** A package's price in the interface language, e.g. "€9.99" or "9,99 €". */
export function formatPackagePrice(item: SubscriptionPackage, language: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: item.currency_code,
    }).format(item.subscription_price);
  } catch {
    // An unknown currency code: show the amount and the code as they came.
    return `${item.subscription_price.toFixed(2)} ${item.currency_code}`;
  }
}

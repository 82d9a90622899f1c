/** Formats an amount in its currency for the interface language (`pt-BR` style tags). */
export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still shows the amount.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Formats an ISO date as a medium date for the interface language; bad input shows as is. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

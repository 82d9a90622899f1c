import { useTranslation } from 'react-i18next';
import type { PaymentHistoryItem } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import { numberColumn } from '@/ui/table';
import { DetailSection } from './detail-section';

/** The card a payment was made with, as the gateway told it ("Visa •••• 4242"). */
const cardOf = ({ card_brand: brand, card_last4: last4 }: PaymentHistoryItem) =>
  [brand, last4 && `•••• ${last4}`].filter(Boolean).join(' ') || '—';

/** The account's latest payments, newest first. */
export function SubscriberPayments({ payments }: { payments: PaymentHistoryItem[] }) {
  const { t, i18n } = useTranslation();
  const amount = (payment: PaymentHistoryItem) => {
    try {
      const style = { style: 'currency', currency: payment.currency_code } as const;
      return new Intl.NumberFormat(i18n.language, style).format(payment.amount);
    } catch {
      // A currency code Intl does not know is written as it came.
      return `${payment.amount} ${payment.currency_code}`;
    }
  };
  return (
    <DetailSection
      id="subscriber-payments"
      title={t('subscribers.payments')}
      empty={payments.length === 0 ? t('subscribers.noPayments') : undefined}
      columns={
        <>
          <th scope="col">{t('subscribers.paidAt')}</th>
          <th scope="col">{t('subscribers.description')}</th>
          <th scope="col" className={numberColumn}>
            {t('subscribers.amount')}
          </th>
          <th scope="col">{t('subscribers.paymentStatus')}</th>
          <th scope="col">{t('subscribers.card')}</th>
        </>
      }
    >
      {payments.map((payment) => (
        <tr key={payment.id}>
          <th scope="row">
            <DateTime value={payment.created_at} />
          </th>
          <td>{payment.description}</td>
          <td className={numberColumn}>{amount(payment)}</td>
          <td>{t(`subscribers.paymentStates.${payment.status}`)}</td>
          <td>{cardOf(payment)}</td>
        </tr>
      ))}
    </DetailSection>
  );
}

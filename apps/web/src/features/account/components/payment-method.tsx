import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { usePaymentHistory } from '../api/get-payment-history';
import styles from './payment-method.module.css';

/** The card on file: brand and last four digits of the latest card payment (nothing more is kept). */
export function PaymentMethod() {
  const { t } = useTranslation();
  const { data } = usePaymentHistory(1);
  const card = data?.items.find((item) => item.card_brand && item.card_last4);
  if (!card) return null;
  return (
    <div className={styles.method}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="card" size={22} />
      </span>
      <div>
        <p className={styles.label}>{t('account.subscription.paymentMethod')}</p>
        <p className={styles.card}>
          {t('account.subscription.cardEnding', {
            brand: card.card_brand,
            last4: card.card_last4,
          })}
        </p>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { usePaymentHistory } from '../api/get-payment-history';
import { formatDate, formatMoney } from '../lib/account-format';
import { AccountSection } from './account-section';
import styles from './payment-history-panel.module.css';
import { accountIcons } from './account-icons';

/** The account's payments, newest first, a page at a time. */
export function PaymentHistoryPanel() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  const pager = history.data?.pager;

  let body;
  if (history.isPending) {
    body = <Skeleton className={styles.skeleton} />;
  } else if (history.isError) {
    body = <p className={styles.empty}>{t('errors.requestFailed')}</p>;
  } else if (history.data.items.length === 0) {
    body = <p className={styles.empty}>{t('account.payments.empty')}</p>;
  } else {
    body = (
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('account.payments.date')}</th>
              <th scope="col">{t('account.payments.item')}</th>
              <th scope="col">{t('account.payments.card')}</th>
              <th scope="col" className={styles.amount}>
                {t('account.payments.amount')}
              </th>
              <th scope="col">{t('account.payments.status')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.items.map((payment) => (
              <tr key={payment.id}>
                <td className={styles.date}>{formatDate(payment.created_at, i18n.language)}</td>
                <td>{payment.package_name ?? payment.description}</td>
                <td className={styles.muted}>
                  {payment.card_last4
                    ? `${payment.card_brand ?? ''} •••• ${payment.card_last4}`
                    : '—'}
                </td>
                <td className={styles.amount}>
                  {formatMoney(payment.amount, payment.currency_code, i18n.language)}
                </td>
                <td>
                  <span className={`${styles.status} ${styles[payment.status]}`}>
                    {t(`account.payments.${payment.status}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <AccountSection
      id="payments"
      icon={accountIcons.receipt}
      title={t('account.payments.title')}
      description={t('account.payments.description')}
    >
      {body}
      {pager && pager.pageCount > 1 ? (
        <div className={styles.pager}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('account.payments.previous')}
          </Button>
          <span className={styles.pageCount}>
            {t('account.payments.page', { page: pager.page, total: pager.pageCount })}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pager.pageCount}
            onClick={() => setPage(page + 1)}
          >
            {t('account.payments.next')}
          </Button>
        </div>
      ) : null}
    </AccountSection>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { CallFailed } from '@/ui/call-failed';
import { Pager, pageFrom } from '@/ui/pager';
import { SubscriberPayments } from '@/pages/subscribers/subscriber-payments';
import { paymentsQuery } from './commerce-queries';
import styles from './commerce.module.css';

/** A subscriber's payment history (/studio/commerce/payments/:id), newest first, paged. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const payments = useQuery({
    ...paymentsQuery(id, pageFrom(params)),
    enabled: Number.isInteger(id) && id > 0,
  });
  return (
    <div className={styles.page}>
      <h1>
        {payments.data
          ? t('commerce.paymentsTitle', { email: payments.data.email })
          : t('commerce.paymentHistory')}
      </h1>
      {payments.isPending && <p role="status">{t('app.loading')}</p>}
      {payments.isError && (
        <CallFailed error={payments.error} onRetry={() => void payments.refetch()} />
      )}
      {payments.data && (
        <>
          <SubscriberPayments payments={payments.data.items} />
          <Pager pager={payments.data.pager} />
        </>
      )}
    </div>
  );
}

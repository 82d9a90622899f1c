import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { studioApi, type StudioRentalDetail } from '@marquee/contract';
import { studioAnswer } from '@/api/studio-api';
import { serverText, useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { CallFailed } from '@/ui/call-failed';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { DateTime } from '@/ui/date-time';
import { SubscriberPayments } from '@/pages/subscribers/subscriber-payments';
import { useCanEditCommerce } from './commerce-page';
import { rentalQuery, useCommerceChange } from './commerce-queries';
import { useMoney } from './money';
import { useItemText, usePeriodText } from './rentals-panel';
import styles from './commerce.module.css';

/** One rental (/studio/commerce/rentals/:id): what, who, when, its payment, and its refund. */
export function RentalPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const rental = useQuery({ ...rentalQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const back = (
    <Link className={styles.back} to="/commerce/rentals">
      {t('commerce.backToRentals')}
    </Link>
  );
  return (
    <div className={styles.page}>
      {back}
      <h1 id="rental-title" tabIndex={-1}>
        {t('commerce.rentalTitle', { id })}
      </h1>
      {rental.isPending && <p role="status">{t('app.loading')}</p>}
      {rental.isError && <CallFailed error={rental.error} onRetry={() => void rental.refetch()} />}
      {rental.data && <RentalDetail rental={rental.data} />}
    </div>
  );
}

function RentalDetail({ rental }: { rental: StudioRentalDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const itemText = useItemText();
  const periodText = usePeriodText();
  const errorText = useErrorText();
  const canEdit = useCanEditCommerce();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const refund = useCommerceChange(() =>
    studioAnswer(studioApi.refundRental, { params: { id: rental.id } }),
  );
  const refundNow = () =>
    refund
      .mutateAsync(undefined)
      .then((answer) => {
        setOutcome({ tone: 'success', text: serverText(answer.notice, answer.message ?? '') });
        document.getElementById('rental-title')?.focus();
        return true;
      })
      .catch((error: unknown) => {
        setOutcome({ tone: 'error', text: errorText(error) });
        return false;
      });
  const facts: [string, React.ReactNode][] = [
    [t('commerce.item'), itemText(rental)],
    [t('commerce.profile'), rental.profile_name],
    [
      t('commerce.subscriber'),
      <Link key="who" to={`/commerce/payments/${rental.account_id}`}>
        {rental.email}
      </Link>,
    ],
    [t('commerce.period'), periodText(rental)],
    [t('commerce.price'), money(rental.price, rental.currency_code)],
    [t('commerce.started'), <DateTime key="start" value={rental.starts_at} />],
    [
      t('commerce.ends'),
      rental.expires_at ? <DateTime key="end" value={rental.expires_at} /> : '—',
    ],
    [t('commerce.state'), t(`commerce.states.${rental.state}`)],
  ];
  if (rental.refunded_at) {
    facts.push([t('commerce.refundedAt'), <DateTime key="refund" value={rental.refunded_at} />]);
  }
  return (
    <>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {canEdit && rental.state !== 'refunded' && (
        <div className={styles.start}>
          <ConfirmInPlace
            id={`refund-rental-${rental.id}`}
            label={t('commerce.refund')}
            accessibleLabel={t('commerce.refundLabel', { id: rental.id })}
            question={t('commerce.refundQuestion', {
              amount: money(rental.price, rental.currency_code),
            })}
            confirmLabel={t('commerce.confirmRefund')}
            busyLabel={t('commerce.refunding')}
            busy={refund.isPending}
            onConfirm={refundNow}
          />
        </div>
      )}
      {rental.payment ? (
        <SubscriberPayments payments={[rental.payment]} />
      ) : (
        <p>{t('commerce.noPayment')}</p>
      )}
      <Link className={styles.start} to={`/commerce/payments/${rental.account_id}`}>
        {t('commerce.paymentHistory')}
      </Link>
    </>
  );
}

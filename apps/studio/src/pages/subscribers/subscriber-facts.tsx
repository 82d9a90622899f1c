import { useTranslation } from 'react-i18next';
import type { SubscriberDetail } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import styles from './subscribers.module.css';

/** The account's own facts. */
export function SubscriberFacts({ account }: { account: SubscriberDetail['account'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="subscriber-account">
      <h2 id="subscriber-account">{t('subscribers.account')}</h2>
      <dl className={styles.facts}>
        <dt>{t('subscribers.email')}</dt>
        <dd>{account.email}</dd>
        <dt>{t('subscribers.username')}</dt>
        <dd>{account.username}</dd>
        <dt>{t('subscribers.id')}</dt>
        <dd>{account.id}</dd>
        <dt>{t('subscribers.created')}</dt>
        <dd>
          <DateTime value={account.created_at} />
        </dd>
        <dt>{t('subscribers.purchasePin')}</dt>
        <dd>{account.has_purchase_pin ? t('subscribers.yes') : t('subscribers.no')}</dd>
      </dl>
    </section>
  );
}

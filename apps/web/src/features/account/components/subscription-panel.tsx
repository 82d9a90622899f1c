import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { useUpdateSubscription } from '../api/update-subscription';
import { useAccountSession } from '../hooks/use-account-session';
import { formatDate, formatMoney } from '../lib/account-format';
import { AccountSection } from './account-section';
import { PackageList } from './package-list';
import { PaymentMethod } from './payment-method';
import styles from './subscription-panel.module.css';

interface SubscriptionPanelProps {
  showPaymentMethod: boolean;
}

/** The subscription: the current plan, renewal when it expired, and the plans to change to. */
export function SubscriptionPanel({ showPaymentMethod }: SubscriptionPanelProps) {
  const { t, i18n } = useTranslation();
  const { user } = useAccountSession();
  const update = useUpdateSubscription();
  const { subscription } = user;
  const expired = user.account.subscription_expired;
  const plan = subscription?.package;

  return (
    <AccountSection
      id="subscription"
      icon="star"
      title={t('account.subscription.title')}
      description={t('account.subscription.description')}
    >
      {expired ? (
        <div className={styles.expiredBanner} role="status">
          <Icon name="info" size={22} />
          <div className={styles.bannerText}>
            <strong>{t('notices.subscriptionExpired')}</strong>
            <span>{t('notices.renewSubscription')}</span>
          </div>
          {plan ? (
            <Button disabled={update.isPending} onClick={() => update.mutate(plan.id)}>
              <Icon name="refresh" size={18} />
              {update.isPending
                ? t('account.subscription.renewing')
                : t('account.subscription.renew')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={styles.current}>
        <div>
          <p className={styles.label}>{t('account.subscription.currentPlan')}</p>
          <p className={styles.plan}>{plan?.name ?? t('account.subscription.noPlan')}</p>
          {subscription ? (
            <p className={styles.meta}>
              {expired
                ? t('account.subscription.expiredOn', {
                    date: formatDate(subscription.expires_at, i18n.language),
                  })
                : t('account.subscription.renewsOn', {
                    date: formatDate(subscription.expires_at, i18n.language),
                  })}
            </p>
          ) : null}
        </div>
        {plan ? (
          <p className={styles.price}>
            {formatMoney(plan.subscription_price, plan.currency_code, i18n.language)}
          </p>
        ) : null}
      </div>
      {showPaymentMethod ? <PaymentMethod /> : null}
      <h3 className={styles.subheading}>{t('account.subscription.changePlan')}</h3>
      <PackageList
        currentId={expired ? null : (plan?.id ?? null)}
        pendingId={update.isPending ? update.variables : null}
        onChoose={(id) => update.mutate(id)}
      />
    </AccountSection>
  );
}

import { useTranslation } from 'react-i18next';
import { buildFlags } from '@/shared/config/build-flags';
import { useAccountNotifications } from '../hooks/use-account-notifications';
import {
  accountSections,
  showsPaymentMethod,
  showsThemeSetting,
  type AccountFlags,
} from '../lib/account-sections';
import { AccountSectionNav } from './account-section-nav';
import { DevicesPanel } from './devices-panel';
import { PaymentHistoryPanel } from './payment-history-panel';
import { ProfileSummary } from './profile-summary';
import { SettingsPanel } from './settings-panel';
import { SubscriptionPanel } from './subscription-panel';
import styles from './account-page.module.css';

interface AccountPageProps {
  /** The build flags (tests pass their own). */
  flags?: AccountFlags;
}

/** /account: profile, subscription, devices, payment history and settings, as the build allows. */
export function AccountPage({ flags = buildFlags }: AccountPageProps) {
  const { t } = useTranslation();
  useAccountNotifications();
  const sections = accountSections(flags);

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <p className={styles.eyebrow}>{t('account.eyebrow')}</p>
        <h1 className={styles.title}>{t('account.title')}</h1>
      </header>
      <div className={styles.layout}>
        <AccountSectionNav sections={sections} />
        <div className={styles.sections}>
          {sections.map((section) => {
            switch (section) {
              case 'profile':
                return <ProfileSummary key={section} />;
              case 'subscription':
                return (
                  <SubscriptionPanel key={section} showPaymentMethod={showsPaymentMethod(flags)} />
                );
              case 'devices':
                return <DevicesPanel key={section} />;
              case 'payments':
                return <PaymentHistoryPanel key={section} />;
              case 'settings':
                return <SettingsPanel key={section} showThemes={showsThemeSetting(flags)} />;
            }
          })}
        </div>
      </div>
    </div>
  );
}

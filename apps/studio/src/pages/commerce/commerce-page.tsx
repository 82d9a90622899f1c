import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useOperator } from '@/session/use-operator';
import { ChannelPricesPanel } from './channel-prices-panel';
import { PackagesPanel } from './packages-panel';
import { RentalsPanel } from './rentals-panel';
import styles from './commerce.module.css';

export type CommerceTab = 'packages' | 'rentals' | 'channels';

/** Whether the operator may change commerce (owners and editors) or only read it (support). */
export function useCanEditCommerce(): boolean {
  const { role } = useOperator();
  return role === 'owner' || role === 'editor';
}

/**
 * Commerce: subscription packages (/studio/commerce), rentals and refunds
 * (/studio/commerce/rentals) and channel prices (/studio/commerce/channels), as tabs.
 */
export function CommercePage({ tab }: { tab: CommerceTab }) {
  const { t } = useTranslation();
  const canEdit = useCanEditCommerce();
  return (
    <div className={styles.page}>
      <h1>{t('commerce.title')}</h1>
      {!canEdit && <p>{t('commerce.readOnly')}</p>}
      <nav className={styles.tabs} aria-label={t('commerce.tabs')}>
        <NavLink to="/commerce" end className={styles.tab}>
          {t('commerce.packagesTab')}
        </NavLink>
        <NavLink to="/commerce/rentals" className={styles.tab}>
          {t('commerce.rentalsTab')}
        </NavLink>
        <NavLink to="/commerce/channels" className={styles.tab}>
          {t('commerce.channelsTab')}
        </NavLink>
      </nav>
      {tab === 'packages' && <PackagesPanel canEdit={canEdit} />}
      {tab === 'rentals' && <RentalsPanel />}
      {tab === 'channels' && <ChannelPricesPanel canEdit={canEdit} />}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useOperator } from '@/session/use-operator';
import { BannersPanel } from './banners-panel';
import { CampaignsPanel } from './campaigns-panel';
import styles from './ads.module.css';

/**
 * The ads: image banners with their impressions and clicks, and video campaigns, as two tabs
 * (/studio/ads and /studio/ads/campaigns). Owners and editors change them; support reads.
 */
export function AdsPage({ tab }: { tab: 'banners' | 'campaigns' }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const canEdit = operator.role === 'owner' || operator.role === 'editor';
  return (
    <div className={styles.page}>
      <h1>{t('ads.title')}</h1>
      {!canEdit && <p>{t('ads.readOnly')}</p>}
      <nav className={styles.tabs} aria-label={t('ads.tabs')}>
        <NavLink to="/ads" end className={styles.tab}>
          {t('ads.bannersTitle')}
        </NavLink>
        <NavLink to="/ads/campaigns" className={styles.tab}>
          {t('ads.campaignsTitle')}
        </NavLink>
      </nav>
      {tab === 'banners' ? (
        <BannersPanel canEdit={canEdit} />
      ) : (
        <CampaignsPanel canEdit={canEdit} />
      )}
    </div>
  );
}

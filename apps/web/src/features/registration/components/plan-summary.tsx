import { useTranslation } from 'react-i18next';
import { useSubscriptionPackages } from '@/entities/subscription-package';
import { formatPackagePrice } from '../lib/package-price';
import styles from './plan-summary.module.css';

interface PlanSummaryProps {
  subscriptionId: number | undefined;
}

/** The package chosen on the previous step, above the card form. */
export function PlanSummary({ subscriptionId }: PlanSummaryProps) {
  const { t, i18n } = useTranslation();
  const chosen = useSubscriptionPackages().data?.find((item) => item.id === subscriptionId);
  if (!chosen) return null;
  return (
    <p className={styles.summary}>
      <span className={styles.label}>{t('register.selectedPackage')}</span>
      <span className={styles.name}>{chosen.name}</span>
      <span className={styles.price}>{formatPackagePrice(chosen, i18n.language)}</span>
    </p>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPackage } from '@marquee/contract';
import { formatPackagePrice } from '../lib/package-price';
import styles from './subscription-step.module.css';

interface PackageOptionProps {
  item: SubscriptionPackage;
  registration: UseFormRegisterReturn;
}

/** One package as a selectable card: name, price and description. */
export function PackageOption({ item, registration }: PackageOptionProps) {
  const { i18n } = useTranslation();
  return (
    <label className={styles.option}>
      <input type="radio" value={String(item.id)} className={styles.radio} {...registration} />
      <span className={styles.check} aria-hidden="true" />
      <span className={styles.name}>{item.name}</span>
      <span className={styles.price}>{formatPackagePrice(item, i18n.language)}</span>
      <span className={styles.description}>{item.description}</span>
    </label>
  );
}

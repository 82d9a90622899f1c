import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { Skeleton } from '@/shared/ui/skeleton';
import { useSubscriptionPackages } from '@/entities/subscription-package';
import { formatMoney } from '../lib/account-format';
import styles from './package-list.module.css';

interface PackageListProps {
  /** The package subscribed to now (null when expired: every package can be chosen). */
  currentId: number | null;
  /** The package being subscribed to, while the call runs. */
  pendingId: number | null | undefined;
  onChoose: (id: number) => void;
}

/** The packages on offer as cards, each with its price and a Choose button. */
export function PackageList({ currentId, pendingId, onChoose }: PackageListProps) {
  const { t, i18n } = useTranslation();
  const { data: packages, isPending } = useSubscriptionPackages();

  if (isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        <Skeleton className={styles.skeleton} />
        <Skeleton className={styles.skeleton} />
      </div>
    );
  }
  if (!packages?.length) return <p className={styles.empty}>{t('account.subscription.none')}</p>;

  return (
    <ul className={styles.grid}>
      {packages.map((item) => {
        const current = item.id === currentId;
        const pending = item.id === pendingId;
        return (
          <li key={item.id} className={`${styles.card} ${current ? styles.currentCard : ''}`}>
            <div className={styles.top}>
              <h4 className={styles.name}>{item.name}</h4>
              {current ? (
                <span className={styles.badge}>
                  <Icon name="check" size={16} />
                  {t('account.subscription.current')}
                </span>
              ) : null}
            </div>
            <p className={styles.price}>
              {formatMoney(item.subscription_price, item.currency_code, i18n.language)}
            </p>
            <p className={styles.description}>{item.description}</p>
            <Button
              variant={current ? 'secondary' : 'primary'}
              block
              disabled={current || pendingId != null}
              // Named after the package only while it reads "Choose": a name must hold the words shown.
              aria-label={
                current || pending
                  ? undefined
                  : t('account.subscription.chooseNamed', { name: item.name })
              }
              onClick={() => onChoose(item.id)}
            >
              {pending
                ? t('account.subscription.subscribing')
                : current
                  ? t('account.subscription.current')
                  : t('account.subscription.choose')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

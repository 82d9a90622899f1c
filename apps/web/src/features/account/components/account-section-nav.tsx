import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type FeatureIcon, type IconName } from '@/shared/ui/icon';
import type { AccountSectionId } from '../lib/account-sections';
import styles from './account-section-nav.module.css';
import { accountIcons } from './account-icons';

const icons: Record<AccountSectionId, IconName | FeatureIcon> = {
  profile: 'user',
  subscription: 'star',
  devices: accountIcons.devices,
  payments: accountIcons.receipt,
  settings: 'tune',
};

interface AccountSectionNavProps {
  sections: AccountSectionId[];
}

/** Links to the sections of the account page: a side list, or a chip row on narrow screens. */
export function AccountSectionNav({ sections }: AccountSectionNavProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('account.sections')}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section}>
            <Link to={{ hash: section }} className={styles.link}>
              <Icon name={icons[section]} size={20} />
              {t(`account.${section}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { Icon } from '@/shared/ui/icon';
import { ProfileAvatar, avatarOf } from '@/shared/ui/profile-avatar';
import { useAccountNotifications } from '../hooks/use-account-notifications';
import { useAccountSession } from '../hooks/use-account-session';
import { AccountSection } from './account-section';
import { CreateProfileForm } from './create-profile-form';
import { ProfileForm } from './profile-form';
import styles from './profile-info-page.module.css';
import { accountIcons } from './account-icons';

/** /account/info: edit the current profile and add new ones. */
export function ProfileInfoPage() {
  const { t } = useTranslation();
  const { user } = useAccountSession();
  useAccountNotifications();

  return (
    <div className={styles.page}>
      <Link to={paths.account} className={styles.back}>
        <Icon name="chevronLeft" size={20} className={styles.backIcon} />
        {t('account.title')}
      </Link>
      <header className={styles.top}>
        <ProfileAvatar avatar={avatarOf(user.profile)} size="large" />
        <div>
          <h1 className={styles.title}>{t('account.info.title')}</h1>
          <p className={styles.subtitle}>{t('account.info.subtitle')}</p>
        </div>
      </header>
      <div className={styles.sections}>
        <AccountSection
          id="edit-profile"
          icon={accountIcons.edit}
          title={t('account.info.editTitle')}
          description={t('account.info.editDescription')}
        >
          <ProfileForm />
        </AccountSection>
        <AccountSection
          id="create-profile"
          icon={accountIcons.plus}
          title={t('account.info.createTitle')}
          description={t('account.info.createDescription')}
        >
          <CreateProfileForm />
        </AccountSection>
      </div>
    </div>
  );
}

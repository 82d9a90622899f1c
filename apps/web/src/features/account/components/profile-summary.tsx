import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { buttonClassName } from '@/shared/ui/button-class';
import { Icon } from '@/shared/ui/icon';
import { ProfileAvatar, avatarOf } from '@/shared/ui/profile-avatar';
import { useAccountSession } from '../hooks/use-account-session';
import { AccountSection } from './account-section';
import styles from './profile-summary.module.css';
import { accountIcons } from './account-icons';

/** The profile section: who is watching, with a link to edit the profile or add one. */
export function ProfileSummary() {
  const { t } = useTranslation();
  const { user } = useAccountSession();
  const { profile, account } = user;
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const facts = [
    { label: t('account.profile.fullName'), value: fullName || '—' },
    { label: t('account.profile.email'), value: account.email },
    { label: t('account.profile.username'), value: account.username },
    { label: t('account.profile.age'), value: profile.age === null ? '—' : String(profile.age) },
    {
      label: t('account.profile.gender'),
      value: profile.sex === 1 ? t('account.profile.female') : t('account.profile.male'),
    },
    {
      label: t('account.profile.parentalPin'),
      value: profile.has_pin ? t('account.profile.pinSet') : t('account.profile.pinNotSet'),
    },
  ];

  return (
    <AccountSection
      id="profile"
      icon="user"
      title={t('account.profile.title')}
      description={t('account.profile.description')}
      action={
        <Link to={paths.accountInfo} className={buttonClassName('secondary')}>
          <Icon name={accountIcons.edit} size={18} />
          {t('account.profile.edit')}
        </Link>
      }
    >
      <div className={styles.who}>
        <ProfileAvatar avatar={avatarOf(profile)} size="large" />
        <div>
          <p className={styles.name}>{profile.name || account.username}</p>
          <p className={account.subscription_expired ? styles.expired : styles.active}>
            {account.subscription_expired
              ? t('account.subscription.expired')
              : t('account.subscription.active')}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </AccountSection>
  );
}

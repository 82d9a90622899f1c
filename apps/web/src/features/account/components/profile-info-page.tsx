import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_PROFILES, type Profile } from '@marquee/contract';
import { useProfiles } from '@/entities/profile';
import { paths } from '@/shared/config/routes';
import { Icon } from '@/shared/ui/icon';
import { ProfileAvatar, avatarOf } from '@/shared/ui/profile-avatar';
import { useAccountNotifications } from '../hooks/use-account-notifications';
import { useAccountSession } from '../hooks/use-account-session';
import { accountIcons } from './account-icons';
import { AccountSection } from './account-section';
import { CreateProfileForm } from './create-profile-form';
import { HouseholdProfiles } from './household-profiles';
import { ProfileForm, type Deletion } from './profile-form';
import styles from './profile-info-page.module.css';

/**
 * /account/info: the account's profiles, the form of the one chosen (the one watching at
 * first), and a new profile's. A kids profile edits itself only.
 */
export function ProfileInfoPage() {
  const { t } = useTranslation();
  const { user } = useAccountSession();
  useAccountNotifications();
  const profiles = useProfiles();
  // Until the list comes, the profile watching stands for it.
  const household: readonly Profile[] = profiles.data ?? [user.profile];
  const [editingId, setEditingId] = useState(user.profile.id);
  const editing =
    household.find((profile) => profile.id === editingId) ??
    (editingId === user.profile.id ? user.profile : household[0]!);
  const current = editing.id === user.profile.id;
  const manageOthers = !user.profile.is_kids;
  const deletion: Deletion =
    !manageOthers || !profiles.data || household.length < 2
      ? 'none'
      : current
        ? 'in-use'
        : 'allowed';

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
          id="profiles"
          icon="user"
          title={t('account.household.title')}
          description={t('account.household.description', { max: MAX_PROFILES })}
        >
          <HouseholdProfiles
            profiles={household}
            currentId={user.profile.id}
            editingId={editing.id}
            manageOthers={manageOthers}
            onEdit={(profile) => setEditingId(profile.id)}
          />
        </AccountSection>
        <AccountSection
          id="edit-profile"
          icon={accountIcons.edit}
          title={t('account.household.editNamed', { name: editing.name })}
          description={t('account.info.editDescription')}
        >
          <ProfileForm
            key={editing.id}
            profile={editing}
            current={current}
            deletion={deletion}
            onDeleted={() => setEditingId(user.profile.id)}
          />
        </AccountSection>
        {manageOthers ? (
          <AccountSection
            id="create-profile"
            icon={accountIcons.plus}
            title={t('account.info.createTitle')}
            description={t('account.info.createDescription')}
          >
            <CreateProfileForm atLimit={household.length >= MAX_PROFILES} />
          </AccountSection>
        ) : null}
      </div>
    </div>
  );
}

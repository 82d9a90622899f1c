import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfiles } from '@/entities/profile';
import { paths } from '@/shared/config/routes';
import { storage } from '@/shared/storage/storage';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { preselectedProfile } from '../lib/preselected-profile';
import { useSessionStore } from '../stores/session-store';
import { ProfileChooser } from './profile-chooser';
import styles from './profile-chooser.module.css';

/** /profiles: "Who's watching?"; once a profile is chosen, home as that profile. */
export function ProfileChooserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profiles = useProfiles();
  const sessionProfile = useSessionStore((state) => (state.user ? state.user.profile : null));

  return (
    <section className={styles.page} aria-labelledby="profiles-title">
      <h1 id="profiles-title" className={styles.title}>
        {t('profiles.title')}
      </h1>
      {profiles.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : profiles.isError ? (
        <div className={styles.failed}>
          <p role="alert">{t('profiles.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void profiles.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <ProfileChooser
          profiles={profiles.data}
          preselected={preselectedProfile(
            profiles.data,
            storage.lastProfile.get(),
            sessionProfile?.id ?? null,
          )}
          canManage={sessionProfile !== null && !sessionProfile.is_kids}
          onSwitched={() => void navigate(paths.home, { replace: true })}
        />
      )}
    </section>
  );
}

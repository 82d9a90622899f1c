import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VodProfile } from '@marquee/contract';
import { Button } from '@/shared/ui/button';
import { ModalDialog } from '@/shared/ui/dialog/modal-dialog';
import styles from '@/shared/ui/dialog/modal-dialog.module.css';

export interface ProfileChooserDialogProps {
  title: string;
  /** The subscribed profiles to choose from; the dialog is open while there are some. */
  profiles: VodProfile[] | null;
  onChoose: (profile: VodProfile, remember: boolean) => void;
  onCancel: () => void;
}

/** The Play flow's chooser of a subscribed profile (catalogue §4, step 5). */
export function ProfileChooserDialog({
  title,
  profiles,
  onChoose,
  onCancel,
}: ProfileChooserDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={profiles !== null}
      icon="play"
      title={t('catalogue.play.chooseTitle')}
      description={t('catalogue.play.chooseDescription', { title })}
      onClose={onCancel}
    >
      {profiles ? (
        <ProfileChoice profiles={profiles} onChoose={onChoose} onCancel={onCancel} />
      ) : null}
    </ModalDialog>
  );
}

function ProfileChoice({
  profiles,
  onChoose,
  onCancel,
}: Omit<ProfileChooserDialogProps, 'title' | 'profiles'> & { profiles: VodProfile[] }) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState(profiles[0]?.id ?? null);
  const [remember, setRemember] = useState(false);
  const chosen = profiles.find((profile) => profile.id === chosenId) ?? null;

  return (
    <form
      className={styles.body}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onChoose(chosen, remember);
      }}
    >
      <fieldset className={styles.options}>
        <legend className={styles.legend}>{t('catalogue.play.profiles')}</legend>
        {profiles.map((profile) => (
          <label key={profile.id} className={styles.option}>
            <input
              type="radio"
              name="play-profile"
              value={profile.id}
              checked={profile.id === chosenId}
              onChange={() => setChosenId(profile.id)}
            />
            {profile.name}
          </label>
        ))}
      </fieldset>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        {t('catalogue.play.remember')}
      </label>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          {t('catalogue.play.cancel')}
        </Button>
        <Button type="submit" disabled={!chosen}>
          {t('catalogue.play.start')}
        </Button>
      </div>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import type { Profile } from '@marquee/contract';
import { useServerText } from '@/shared/i18n/server-text';
import { Button } from '@/shared/ui/button';
import { ModalDialog } from '@/shared/ui/dialog/modal-dialog';
import styles from '@/shared/ui/dialog/modal-dialog.module.css';
import { useDeleteProfile } from '../api/delete-profile';

interface DeleteProfileDialogProps {
  /** The profile to delete; null keeps the dialog closed. */
  profile: Profile | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a profile goes, with all it kept: Cancel, or Delete. */
export function DeleteProfileDialog({ profile, onClose, onDeleted }: DeleteProfileDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteProfile();
  const serverText = useServerText();
  const name = profile?.name ?? '';
  const failure = remove.isError
    ? (serverText.errorText(remove.error) ?? t('errors.requestFailed'))
    : null;

  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ModalDialog
      open={profile !== null}
      title={t('account.household.deleteTitle', { name })}
      description={t('account.household.deleteText', { name })}
      onClose={close}
    >
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={close}>
          {t('account.household.cancel')}
        </Button>
        <Button
          className={styles.danger}
          disabled={remove.isPending}
          onClick={() =>
            profile &&
            remove.mutate(profile, {
              onSuccess: () => {
                remove.reset();
                onDeleted();
              },
            })
          }
        >
          {remove.isPending
            ? t('account.household.deleting')
            : t('account.household.confirmDelete')}
        </Button>
      </div>
    </ModalDialog>
  );
}

import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ModalDialog } from '@/shared/ui/dialog/modal-dialog';
import dialogStyles from '@/shared/ui/dialog/modal-dialog.module.css';
import { SEEK_STEP_SECONDS, VOLUME_STEP } from '@marquee/player-core/player-rules';
import { playerShortcuts, type ShortcutContext } from '@marquee/player-core/player-shortcuts';
import styles from './keyboard-help.module.css';

interface KeyboardHelpProps {
  open: boolean;
  context: ShortcutContext;
  onClose: () => void;
}

/** The player's keyboard shortcuts, opened with ? and closed with Escape or ? again. */
export function KeyboardHelp({ open, context, onClose }: KeyboardHelpProps) {
  const { t } = useTranslation();

  // Listening from the commit that shows the list, not after the paint as an effect would: a
  // second ? pressed as soon as the list shows closes it.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // Whatever has focus in the dialog (its Close button) may have handled the key already.
      if (event.key !== '?') return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <ModalDialog
      open={open}
      title={t('player.keys.title')}
      description={t('player.keys.description')}
      onClose={onClose}
    >
      <dl className={styles.list}>
        {playerShortcuts(context).map(({ keys, action }) => (
          <div key={action} className={styles.row}>
            <dt className={styles.keys}>
              {keys.map((key) => (
                <kbd key={key} className={styles.key}>
                  {t(`player.keyNames.${key}`)}
                </kbd>
              ))}
            </dt>
            <dd className={styles.action}>
              {t(`player.keyActions.${action}`, {
                seconds: SEEK_STEP_SECONDS,
                percent: VOLUME_STEP * 100,
              })}
            </dd>
          </div>
        ))}
      </dl>
      <div className={dialogStyles.buttons}>
        <Button variant="secondary" onClick={onClose}>
          {t('player.keys.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}

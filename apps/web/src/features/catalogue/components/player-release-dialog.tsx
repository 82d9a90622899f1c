import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import styles from './player-release-dialog.module.css';

interface PlayerReleaseDialogProps {
  /** The action asked for ("Rate", "Rent 4K"); null keeps the dialog closed. */
  action: string | null;
  onClose: () => void;
}

/**
 * Stands in for the rating and rental flows, which arrive with the player release: the one
 * place to swap for the real dialogs.
 */
export function PlayerReleaseDialog({ action, onClose }: PlayerReleaseDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={action !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <span className={styles.badge} aria-hidden="true">
            <Icon name="star" size={24} />
          </span>
          <Dialog.Title className={styles.title}>{action}</Dialog.Title>
          <Dialog.Description className={styles.description}>
            {t('details.comingWithPlayer')}
          </Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button>{t('details.gotIt')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Icon, type IconName } from '@/shared/ui/icon';
import { useDialogContainer } from './dialog-container';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Shown in a badge above the title, the dialog centred; without one it reads as plain text. */
  icon?: IconName;
  /** Escape, a click outside and the browser's dismissal call this. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the app's dialogs (play, rent, rate, remove a device): a titled modal with its
 * own content. The content uses the classes of `modal-dialog.module.css` (buttons, options,
 * error) so every dialog reads the same.
 */
export function ModalDialogFrame({
  open,
  title,
  description,
  icon,
  onClose,
  children,
}: ModalDialogProps) {
  const container = useDialogContainer();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.dialog} ${icon ? '' : styles.plain}`}>
          {icon ? (
            <span className={styles.badge} aria-hidden="true">
              <Icon name={icon} size={24} />
            </span>
          ) : null}
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Icon, type IconName } from '@/shared/ui/icon';
import styles from './flow-dialog.module.css';

interface FlowDialogProps {
  open: boolean;
  title: string;
  description: string;
  icon: IconName;
  /** Escape, a click outside and the browser's dismissal call this. */
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the play, rent and rate dialogs: a titled modal with its own content. */
export function FlowDialog({ open, title, description, icon, onClose, children }: FlowDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <span className={styles.badge} aria-hidden="true">
            <Icon name={icon} size={24} />
          </span>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

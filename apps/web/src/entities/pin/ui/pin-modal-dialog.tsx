import * as Dialog from '@radix-ui/react-dialog';
import type { PinType } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useDialogContainer } from '@/shared/ui/dialog/dialog-container';
import { PinForm, type PinVerifier } from './pin-form';
import styles from './pin-modal.module.css';

export interface PinModalProps {
  /** parental: the profile's 4-digit PIN; purchase: the account's 5-digit PIN. */
  type: PinType;
  open: boolean;
  /** Called once the server accepts the PIN. */
  onSuccess: () => void;
  /** Without it the modal cannot be dismissed (the spec has flows with no cancel). */
  onCancel?: () => void;
  title?: string;
  /** Says what the PIN unlocks, when it is not the title asked for (e.g. a locked player). */
  description?: string;
  /** The call that takes the PIN instead of the PIN check (e.g. switching to a locked profile). */
  verify?: PinVerifier;
}

/**
 * The parental or purchase PIN prompt (spec: access §4). The server checks the PIN; keys typed
 * here never reach the page behind (the player ignores its keys while it is open).
 */
export function PinModalDialog({
  type,
  open,
  onSuccess,
  onCancel,
  title,
  description,
  verify,
}: PinModalProps) {
  const { t } = useTranslation();
  const container = useDialogContainer();
  const blockDismiss = (event: Event) => {
    if (!onCancel) event.preventDefault();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
      }}
    >
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onKeyDown={(event) => event.stopPropagation()}
          onKeyUp={(event) => event.stopPropagation()}
          onEscapeKeyDown={blockDismiss}
          onPointerDownOutside={blockDismiss}
          onInteractOutside={blockDismiss}
        >
          <div className={styles.badge} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
              <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 3.5a1.5 1.5 0 0 1 .75 2.8V18h-1.5v-1.7A1.5 1.5 0 0 1 12 13.5Z" />
            </svg>
          </div>
          <Dialog.Title className={styles.title}>{title ?? t(`pin.${type}Title`)}</Dialog.Title>
          <Dialog.Description className={styles.description}>
            {description ?? t(`pin.${type}Description`)}
          </Dialog.Description>
          <PinForm type={type} onSuccess={onSuccess} onCancel={onCancel} verify={verify} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

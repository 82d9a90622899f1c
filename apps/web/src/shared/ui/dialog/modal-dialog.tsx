import { loadOnOpen } from './load-on-open';
import type { ModalDialogProps } from './modal-dialog-frame';

/**
 * The frame of the app's dialogs (play, rent, rate, remove a device): a titled modal with its
 * own content (see `modal-dialog-frame.tsx`). Its code, Radix's dialog included, loads when a
 * dialog first opens.
 */
export const ModalDialog = loadOnOpen<ModalDialogProps>(() =>
  import('./modal-dialog-frame').then((module) => module.ModalDialogFrame),
);

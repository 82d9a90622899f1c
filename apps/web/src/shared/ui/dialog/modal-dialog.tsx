import type { ComponentType } from 'react';
import { loadOnOpen } from './load-on-open';
import type { ModalDialogProps } from './modal-dialog-frame';

const loadFrame = () => import('./modal-dialog-frame').then((module) => module.ModalDialogFrame);

/**
 * The frame of the app's dialogs (play, rent, rate, remove a device): a titled modal with its
 * own content (see `modal-dialog-frame.tsx`). Its code, Radix's dialog included, loads when a
 * dialog first opens.
 */
export const ModalDialog = loadOnOpen<ModalDialogProps>(loadFrame);

/**
 * A dialog built on `ModalDialog` whose own code also loads the first time it opens (see
 * `loadOnOpen`), fetched together with the frame's so that opening waits for one download.
 */
export function loadDialogOnOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen?: (props: P) => boolean,
): ComponentType<P> {
  return loadOnOpen<P>(
    () => Promise.all([load(), loadFrame()]).then(([component]) => component),
    isOpen,
  );
}

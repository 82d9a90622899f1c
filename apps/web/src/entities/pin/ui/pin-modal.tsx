import { loadOnOpen } from '@/shared/ui/dialog/load-on-open';
import type { PinModalProps } from './pin-modal-dialog';
import { useTrackPinModal } from '../model/pin-modal-store';

export type { PinModalProps } from './pin-modal-dialog';

const PinModalDialog = loadOnOpen<PinModalProps>(() =>
  import('./pin-modal-dialog').then((module) => module.PinModalDialog),
);

/**
 * The parental or purchase PIN prompt (spec: access §4; see `pin-modal-dialog.tsx`). The open
 * flag is raised here, before the dialog's code has loaded, so the player's keys stop at once.
 */
export function PinModal(props: PinModalProps) {
  useTrackPinModal(props.open);
  return <PinModalDialog {...props} />;
}

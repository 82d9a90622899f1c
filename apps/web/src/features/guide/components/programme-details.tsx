import { loadDialogOnOpen } from '@/shared/ui/dialog/modal-dialog';
import type { ProgrammeDetailsDialogProps } from './programme-details-dialog';

/** A programme's details in the app's dialog; its code loads the first time one opens. */
export const ProgrammeDetails = loadDialogOnOpen<ProgrammeDetailsDialogProps>(() =>
  import('./programme-details-dialog').then((module) => module.ProgrammeDetailsDialog),
);

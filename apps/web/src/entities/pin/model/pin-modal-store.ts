import { useEffect } from 'react';
import { create } from 'zustand';

interface PinModalStore {
  /** How many PIN modals are open (one normally; a count keeps nesting honest). */
  openCount: number;
}

const usePinModalStore = create<PinModalStore>()(() => ({ openCount: 0 }));

/** Whether a PIN modal is open: the player ignores its keys meanwhile (spec: access §4). */
export function isPinModalOpen(): boolean {
  return usePinModalStore.getState().openCount > 0;
}

/** The same flag for components that re-render when it changes. */
export function useIsPinModalOpen(): boolean {
  return usePinModalStore((state) => state.openCount > 0);
}

/** Counts a PIN modal as open while `open` is true and the caller is mounted. */
export function useTrackPinModal(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    usePinModalStore.setState((state) => ({ openCount: state.openCount + 1 }));
    return () => usePinModalStore.setState((state) => ({ openCount: state.openCount - 1 }));
  }, [open]);
}

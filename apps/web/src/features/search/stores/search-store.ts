import { create } from 'zustand';

/** The search text the box and the page share, and whether the box is open. */
interface SearchStore {
  text: string;
  /** The location the box was opened at: once the route changes, it counts as closed. */
  openedAt: string | null;
  setText: (text: string) => void;
  openBox: (locationKey: string) => void;
  closeBox: () => void;
}

export const useSearchStore = create<SearchStore>()((set) => ({
  text: '',
  openedAt: null,
  setText: (text) => set({ text }),
  openBox: (locationKey) => set({ openedAt: locationKey }),
  closeBox: () => set({ openedAt: null }),
}));

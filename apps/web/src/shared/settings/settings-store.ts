import { create } from 'zustand';
import { storage } from '../storage/storage';

/** Local display settings (spec: access §1 and §6), kept through the storage module. */
interface SettingsStore {
  /** Right-to-left layout. */
  rtl: boolean;
  /** Dark theme (the default); off gives the light theme. */
  darkTheme: boolean;
  /** Hide the posters of titles marked censorship_allowed. */
  censorship: boolean;
  setRtl: (value: boolean) => void;
  setDarkTheme: (value: boolean) => void;
  setCensorship: (value: boolean) => void;
}

/** The display settings, read from local storage at start and written back on change. */
export const useSettingsStore = create<SettingsStore>()((set) => ({
  rtl: storage.rtl.get(),
  darkTheme: storage.darkTheme.get(),
  censorship: storage.censorship.get(),
  setRtl: (rtl) => {
    storage.rtl.set(rtl);
    set({ rtl });
  },
  setDarkTheme: (darkTheme) => {
    storage.darkTheme.set(darkTheme);
    set({ darkTheme });
  },
  setCensorship: (censorship) => {
    storage.censorship.set(censorship);
    set({ censorship });
  },
}));

import { create } from 'zustand';
import type { VodItem } from '@marquee/contract';

export type PlayerSize = 'maximize' | 'minimize';
/** Which player the floating layer shows: a film or episode, or a title's trailer. */
export type PlayerKind = 'movie' | 'trailer';

/** The trailer the trailer player shows. */
export interface SelectedTrailer {
  title: string;
  url: string;
}

/** The floating player's state (spec: access §3, "Floating player state"). */
interface PlayerStore {
  isPlayerOpened: boolean;
  playerSize: PlayerSize;
  selectedPlayer: PlayerKind | null;
  selectedVod: VodItem | null;
  selectedTrailer: SelectedTrailer | null;
  /** Where the player was opened from; leaving returns there. */
  originRoute: string | null;
  open: (request: { player: 'movie'; vod: VodItem; originRoute: string }) => void;
  openTrailer: (request: SelectedTrailer & { originRoute: string }) => void;
  close: () => void;
  setPlayerSize: (size: PlayerSize) => void;
}

const closed = {
  isPlayerOpened: false,
  playerSize: 'maximize' as PlayerSize,
  selectedPlayer: null,
  selectedVod: null,
  selectedTrailer: null,
  originRoute: null,
};

export const usePlayerStore = create<PlayerStore>()((set, get) => ({
  ...closed,
  open: ({ player, vod, originRoute }) => {
    const current = get();
    if (current.isPlayerOpened && current.selectedVod?.id === vod.id) return;
    // Opening always starts maximised (spec: access §4, Player flow).
    set({
      isPlayerOpened: true,
      playerSize: 'maximize',
      selectedPlayer: player,
      selectedVod: vod,
      selectedTrailer: null,
      originRoute,
    });
  },
  openTrailer: ({ title, url, originRoute }) => {
    const current = get();
    if (current.isPlayerOpened && current.selectedTrailer?.url === url) return;
    set({
      isPlayerOpened: true,
      playerSize: 'maximize',
      selectedPlayer: 'trailer',
      selectedVod: null,
      selectedTrailer: { title, url },
      originRoute,
    });
  },
  // Closing resets the player to maximised.
  close: () => {
    if (get().isPlayerOpened) set(closed);
  },
  setPlayerSize: (playerSize) => set({ playerSize }),
}));

import { create } from 'zustand';
import type { VodItem } from '@marquee/contract';

export type PlayerSize = 'maximize' | 'minimize';
/** Which player the floating layer shows: a film or episode, or a title's trailer. */
export type PlayerKind = 'movie' | 'trailer';

/** The trailer the trailer player shows. */
export interface SelectedTrailer {
  title: string;
  url: string;
  /** The title needs the parental PIN and it was not entered yet: the trailer waits for it. */
  pinPending?: boolean;
}

/** The floating player's state (spec: access §3, "Floating player state"). */
interface PlayerStore {
  isPlayerOpened: boolean;
  playerSize: PlayerSize;
  selectedPlayer: PlayerKind | null;
  selectedVod: VodItem | null;
  /** The profile the Play flow chose; null lets the player take the first subscribed one. */
  selectedProfileId: number | null;
  selectedTrailer: SelectedTrailer | null;
  /** Where the player was opened from; leaving returns there. */
  originRoute: string | null;
  /** The URL (path and query) the player opened at; a minimised player elsewhere just closes. */
  openedAt: string | null;
  open: (request: {
    player: 'movie';
    vod: VodItem;
    profileId?: number | null;
    originRoute: string;
    openedAt: string;
  }) => void;
  openTrailer: (request: SelectedTrailer & { originRoute: string; openedAt: string }) => void;
  close: () => void;
  setPlayerSize: (size: PlayerSize) => void;
  /** The trailer's parental PIN was entered: it may play. */
  trailerPinEntered: () => void;
}

const closed = {
  isPlayerOpened: false,
  playerSize: 'maximize' as PlayerSize,
  selectedPlayer: null,
  selectedVod: null,
  selectedProfileId: null,
  selectedTrailer: null,
  originRoute: null,
  openedAt: null,
};

export const usePlayerStore = create<PlayerStore>()((set, get) => ({
  ...closed,
  open: ({ player, vod, profileId = null, originRoute, openedAt }) => {
    const current = get();
    if (current.isPlayerOpened && current.selectedVod?.id === vod.id) return;
    // Opening always starts maximised (spec: access §4, Player flow).
    set({
      isPlayerOpened: true,
      playerSize: 'maximize',
      selectedPlayer: player,
      selectedVod: vod,
      selectedProfileId: profileId,
      selectedTrailer: null,
      originRoute,
      openedAt,
    });
  },
  openTrailer: ({ title, url, pinPending = false, originRoute, openedAt }) => {
    const current = get();
    if (current.isPlayerOpened && current.selectedTrailer?.url === url) return;
    set({
      isPlayerOpened: true,
      playerSize: 'maximize',
      selectedPlayer: 'trailer',
      selectedVod: null,
      selectedProfileId: null,
      selectedTrailer: { title, url, pinPending },
      originRoute,
      openedAt,
    });
  },
  // Closing resets the player to maximised.
  close: () => {
    if (get().isPlayerOpened) set(closed);
  },
  setPlayerSize: (playerSize) => set({ playerSize }),
  trailerPinEntered: () => {
    const { selectedTrailer } = get();
    if (selectedTrailer?.pinPending)
      set({ selectedTrailer: { ...selectedTrailer, pinPending: false } });
  },
}));

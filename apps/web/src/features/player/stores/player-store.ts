import { create } from 'zustand';
import { isSameSource, type PlayerSource } from '@marquee/player-core/player-source';

export type PlayerSize = 'maximize' | 'minimize';

/** The floating player's state (spec: access §3, "Floating player state"). */
interface PlayerStore {
  isPlayerOpened: boolean;
  playerSize: PlayerSize;
  /** What plays (the spec's selectedPlayer and selectedVod); null while closed. */
  source: PlayerSource | null;
  /** Where the player was opened from; leaving returns there. */
  originRoute: string | null;
  /** The channel category whose line-up channel up and down follow; null: all channels. */
  channelCategoryId: number | null;
  /** Channels whose parental PIN was entered since the player opened: it is asked once. */
  pinEnteredChannels: readonly number[];
  /** The URL (path and query) the player opened at; a minimised player elsewhere just closes. */
  openedAt: string | null;
  /** Opens a source maximised; the source already open is left as it is. */
  open: (request: {
    source: PlayerSource;
    originRoute: string | null;
    openedAt: string;
    channelCategoryId?: number | null;
  }) => void;
  /** Plays another source in the open player (catch-up, start over, back to live). */
  switchSource: (source: PlayerSource) => void;
  /** A channel's parental PIN was entered. */
  channelPinEntered: (channelId: number) => void;
  close: () => void;
  setPlayerSize: (size: PlayerSize) => void;
  /** The trailer's parental PIN was entered: it may play. */
  trailerPinEntered: () => void;
}

const closed = {
  isPlayerOpened: false,
  playerSize: 'maximize' as PlayerSize,
  source: null,
  originRoute: null,
  channelCategoryId: null,
  pinEnteredChannels: [] as readonly number[],
  openedAt: null,
};

export const usePlayerStore = create<PlayerStore>()((set, get) => ({
  ...closed,
  open: ({ source, originRoute, openedAt, channelCategoryId = null }) => {
    const current = get();
    if (current.isPlayerOpened && current.source && isSameSource(current.source, source)) return;
    // Opening always starts maximised (spec: access §4, Player flow).
    set({
      isPlayerOpened: true,
      playerSize: 'maximize',
      source,
      originRoute,
      openedAt,
      channelCategoryId,
    });
  },
  switchSource: (source) => {
    if (get().isPlayerOpened) set({ source });
  },
  channelPinEntered: (channelId) => {
    const entered = get().pinEnteredChannels;
    if (!entered.includes(channelId)) set({ pinEnteredChannels: [...entered, channelId] });
  },
  // Closing resets the player to maximised.
  close: () => {
    if (get().isPlayerOpened) set(closed);
  },
  setPlayerSize: (playerSize) => set({ playerSize }),
  trailerPinEntered: () => {
    const { source } = get();
    if (source?.kind === 'trailer' && source.pinPending) {
      set({ source: { ...source, pinPending: false } });
    }
  },
}));

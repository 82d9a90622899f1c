import { createContext, useContext } from 'react';
import { useSettingsStore } from '@/shared/settings/settings-store';

/** What catalogue views need to know about the signed-in viewer; the app shell provides it. */
export interface CatalogueViewer {
  /** The account's subscription has expired: cards carry an overlay, play and rent refuse. */
  subscriptionExpired: boolean;
  /** The account's currency, shown in rental prices; null when unknown (no rental confirm). */
  currencyCode?: string | null;
  /** The viewer keeps a My List (signed in): films' and shows' cards carry its button. */
  myList?: boolean;
  /** A kids profile watches: a simpler catalogue, with no rentals, prices or adverts. */
  kids?: boolean;
}

export const CatalogueViewerContext = createContext<CatalogueViewer>({
  subscriptionExpired: false,
  currencyCode: null,
});

export function useCatalogueViewer(): CatalogueViewer {
  return useContext(CatalogueViewerContext);
}

/** Whether a title's artwork is hidden: the local censorship setting is on and the title is marked. */
export function isArtworkCensored(
  item: { censorship_allowed?: boolean },
  censorshipSetting: boolean,
): boolean {
  return censorshipSetting && item.censorship_allowed === true;
}

/** The censorship rule for one title, read against the local setting. */
export function useArtworkCensored(item: { censorship_allowed?: boolean }): boolean {
  const censorship = useSettingsStore((state) => state.censorship);
  return isArtworkCensored(item, censorship);
}

import type { QueryClient } from '@tanstack/react-query';
import { languageCodes, type LoginData } from '@marquee/contract';
import { setLanguage } from '@/shared/i18n/i18n';
import { storage } from '@/shared/storage/storage';
import { useSessionStore } from '../stores/session-store';
import { isViewersQuery } from './user-queries';
import { swapVodProfile } from './vod-profile-swap';

/**
 * Makes the profile of `next` (what switch-profile answered, the logged user as login gives it)
 * the one watching, without reloading the page: the user is stored as login stores it, the
 * playback-profile choice follows the viewing profile, this device remembers the profile for
 * "Who's watching?", the interface takes the profile's language, and every cached datum of the
 * viewer is dropped (lists too: a kids profile sees fewer titles), those on screen asked again.
 */
export async function applyProfileSwitch(queryClient: QueryClient, next: LoginData): Promise<void> {
  const previous = useSessionStore.getState().user;
  const from = previous ? previous.profile.id : next.profile.id;
  const swap = swapVodProfile(
    storage.vodProfiles.get(),
    storage.vodProfile.get(),
    from,
    next.profile.id,
  );
  storage.vodProfiles.set(swap.kept);
  if (swap.current) storage.vodProfile.set(swap.current);
  else storage.vodProfile.remove();
  storage.lastProfile.set(next.profile.id);
  useSessionStore.getState().logIn(next);

  // The calls asked again go out in the profile's language (Accept-Language).
  const language = languageCodes.find((code) => code === next.profile.language);
  if (language && language !== storage.language.get()) {
    await setLanguage(language).catch(() => undefined);
  }
  await queryClient.cancelQueries({ predicate: isViewersQuery });
  void queryClient.resetQueries({ predicate: isViewersQuery });
}

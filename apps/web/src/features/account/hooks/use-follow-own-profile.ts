import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { languageCodes, type Profile } from '@marquee/contract';
import { setLanguage } from '@/shared/i18n/i18n';

/**
 * After the profile watching changed: the interface takes its new language, and what the
 * server filters by it (its language, a kids profile's ceiling) is asked for again.
 */
export function useFollowOwnProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (before: Profile, after: Profile) => {
      const language = languageCodes.find((code) => code === after.language);
      const languageChanged = language !== undefined && after.language !== before.language;
      const kidsChanged =
        after.is_kids !== before.is_kids || after.maturity_ceiling !== before.maturity_ceiling;
      if (!languageChanged && !kidsChanged) return;
      const ready = languageChanged ? setLanguage(language) : Promise.resolve();
      void ready.then(() => queryClient.invalidateQueries());
    },
    [queryClient],
  );
}

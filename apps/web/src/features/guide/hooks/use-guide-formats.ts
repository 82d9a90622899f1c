import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The guide's clocks in the interface language: "18:30" (or "6:30 PM"), "Sun", "Sun 15 Jun". */
export function useGuideFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      clock: new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }),
      weekday: new Intl.DateTimeFormat(language, { weekday: 'short' }),
      date: new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }),
    }),
    [language],
  );
}

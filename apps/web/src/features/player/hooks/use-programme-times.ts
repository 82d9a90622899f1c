import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Programme } from '@marquee/contract';

/** "18:30–19:30" for a programme, in the interface language's clock. */
export function useProgrammeTimes(): (programme: Programme) => string {
  const { t, i18n } = useTranslation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }),
    [i18n.language],
  );
  return useCallback(
    (programme: Programme) =>
      t('player.channel.times', {
        start: format.format(programme.start_timestamp * 1000),
        end: format.format(programme.end_timestamp * 1000),
      }),
    [t, format],
  );
}

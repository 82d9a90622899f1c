import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import { IconButton } from '@/shared/ui/icon-button';

interface EpisodeButtonsProps {
  previous: VodItem | null;
  next: VodItem | null;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next episode, each shown when that episode exists. */
export function EpisodeButtons({ previous, next, onPrevious, onNext }: EpisodeButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      {previous ? (
        <IconButton icon="skipPrevious" label={t('player.previousEpisode')} onClick={onPrevious} />
      ) : null}
      {next ? (
        <IconButton icon="skipNext" label={t('player.nextEpisode')} onClick={onNext} />
      ) : null}
    </>
  );
}

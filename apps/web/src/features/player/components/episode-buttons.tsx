import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import { IconButton } from '@/shared/ui/icon-button';
import { playerIcons } from './player-icons';

interface EpisodeButtonsProps {
  previous: VodItem | null;
  next: VodItem | null;
  onPrevious: () => void;
  onNext: () => void;
  /** Whether the episode suggestions strip is open. */
  stripOpen: boolean;
  onToggleStrip: () => void;
}

/** Previous and Next episode, each shown when that episode exists, and the episodes strip. */
export function EpisodeButtons(props: EpisodeButtonsProps) {
  const { previous, next, onPrevious, onNext, stripOpen, onToggleStrip } = props;
  const { t } = useTranslation();
  return (
    <>
      {previous ? (
        <IconButton
          icon={playerIcons.skipPrevious}
          label={t('player.previousEpisode')}
          onClick={onPrevious}
        />
      ) : null}
      {next ? (
        <IconButton icon={playerIcons.skipNext} label={t('player.nextEpisode')} onClick={onNext} />
      ) : null}
      <IconButton
        icon={playerIcons.episodes}
        label={t('player.episodes')}
        aria-expanded={stripOpen}
        aria-controls="player-episodes"
        onClick={onToggleStrip}
      />
    </>
  );
}

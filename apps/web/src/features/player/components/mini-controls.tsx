import { useTranslation } from 'react-i18next';
import { IconButton } from '@/shared/ui/icon-button';
import type { PlayerCore, PlayerSnapshot } from '@marquee/player-core/player-core';
import { seekPercent, seekRange } from '@marquee/player-core/player-rules';
import styles from './mini-controls.module.css';
import { playerIcons } from './player-icons';

interface MiniControlsProps {
  core: PlayerCore;
  snapshot: PlayerSnapshot;
  onMaximize: () => void;
  onClose: () => void;
}

/** The minimised player's controls: a progress bar, play, maximise and close (spec: access §2). */
export function MiniControls({ core, snapshot, onMaximize, onClose }: MiniControlsProps) {
  const { t } = useTranslation();
  const { playing, currentTime } = snapshot;
  const percent = Math.round(seekPercent(currentTime, seekRange(snapshot)));
  return (
    <div className={styles.mini}>
      <div className={styles.buttons}>
        <IconButton
          icon={playing ? playerIcons.pause : 'play'}
          label={playing ? t('player.pause') : t('player.play')}
          onClick={() => core.togglePlay()}
        />
        <IconButton icon={playerIcons.maximize} label={t('player.maximize')} onClick={onMaximize} />
        <IconButton icon="close" label={t('player.close')} onClick={onClose} />
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('player.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

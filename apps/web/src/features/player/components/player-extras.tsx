import { useTranslation } from 'react-i18next';
import type { PlayerCore } from '@marquee/player-core/player-core';
import type { ShortcutContext } from '@marquee/player-core/player-shortcuts';
import { KeyboardHelp } from './keyboard-help';
import { StatsPanel } from './stats-panel';
import styles from './floating-player.module.css';

interface PlayerExtrasProps {
  core: PlayerCore | null;
  minimised: boolean;
  pictureInPicture: boolean;
  onLeavePictureInPicture: () => void;
  statsOpen: boolean;
  onCloseStats: () => void;
  helpOpen: boolean;
  shortcuts: ShortcutContext;
  onCloseHelp: () => void;
}

/**
 * What the maximised player shows beyond the spec: the note that stands where the video was
 * while it plays in picture-in-picture (with the way back), the playback stats and the keyboard
 * help. The minimised player keeps its corner and its own controls.
 */
export function PlayerExtras(props: PlayerExtrasProps) {
  const { t } = useTranslation();
  if (props.minimised || !props.core) return null;
  return (
    <>
      {props.pictureInPicture ? (
        <div className={styles.pipNote} role="status">
          <p className={styles.messageText}>{t('player.pipActive')}</p>
          <button
            type="button"
            className={styles.messageAction}
            onClick={props.onLeavePictureInPicture}
          >
            {t('player.pipBack')}
          </button>
        </div>
      ) : null}
      {props.statsOpen ? <StatsPanel core={props.core} onClose={props.onCloseStats} /> : null}
      <KeyboardHelp open={props.helpOpen} context={props.shortcuts} onClose={props.onCloseHelp} />
    </>
  );
}

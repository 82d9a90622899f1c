import { useTranslation } from 'react-i18next';
import { isCatchupAvailable, programmeSpan, type Channel, type Programme } from '@marquee/contract';
import { useProgrammeTimes } from '../hooks/use-programme-times';
import styles from './channel-player.module.css';

interface ProgrammeStripProps {
  channel: Channel;
  programmes: readonly Programme[];
  /** The programme at the position playing; null when none is known. */
  playingId: number | null;
  now: number;
  onCatchup: (programme: Programme) => void;
  onLive: () => void;
}

// The programme on air (or playing) scrolls into view when the strip opens.
const showWhenMounted = (element: HTMLElement | null) =>
  element?.scrollIntoView?.({ block: 'nearest', inline: 'center' });

/**
 * The channel's programmes (today and its catch-up window): a past one plays from its start,
 * on into the next ones, when `isCatchupAvailable` and the channel is subscribed, the one on
 * air goes back to the live stream, and later ones are listed only.
 */
export function ProgrammeStrip(props: ProgrammeStripProps) {
  const { channel, programmes, playingId, now, onCatchup, onLive } = props;
  const { t } = useTranslation();
  const times = useProgrammeTimes();
  const seconds = now / 1000;
  return (
    <nav
      id="player-programmes"
      className={styles.strip}
      aria-label={t('player.channel.guideLabel', { channel: channel.title })}
    >
      <ol className={styles.list}>
        {programmes.map((programme) => {
          const onAir = programme.start_timestamp <= seconds && seconds < programme.end_timestamp;
          const catchup =
            channel.subscribed && isCatchupAvailable(channel, programmeSpan(programme), now);
          const playing = programme.id === playingId;
          const action = catchup ? () => onCatchup(programme) : onAir ? onLive : null;
          return (
            <li key={programme.id} ref={playing ? showWhenMounted : undefined}>
              <button
                type="button"
                className={styles.entry}
                aria-current={playing ? 'true' : undefined}
                disabled={!action || playing}
                onClick={action ?? undefined}
              >
                <time
                  className={styles.times}
                  dateTime={new Date(programme.start_timestamp * 1000).toISOString()}
                >
                  {times(programme)}
                </time>
                <span className={styles.entryTitle}>{programme.title}</span>
                {onAir ? <span className={styles.tag}>{t('player.channel.onAir')}</span> : null}
                {catchup ? <span className={styles.tag}>{t('player.channel.catchup')}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

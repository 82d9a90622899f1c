import { useTranslation } from 'react-i18next';
import type { Channel } from '@marquee/contract';
import { useArtworkCensored } from '@/entities/title-card';
import { FavouriteToggle } from '@/entities/channel/ui/favourite-toggle';
import { programmeProgress, type NowAndNext } from '@/entities/programme';
import { useProgrammeTimes } from '../hooks/use-programme-times';
import styles from './channel-player.module.css';

interface ChannelInfoProps {
  channel: Channel;
  /** The programme at the position playing, and the one after it. */
  schedule: NowAndNext;
  /** Behind the live edge (catch-up, start over): "Watching" rather than "Now". */
  shifted: boolean;
  /** The wall-clock time playing (epoch ms). */
  position: number;
}

/**
 * The channel's logo, number and title, the programme at the position playing with its times
 * and a progress bar, and what comes next. The logo follows the censorship rule, as posters do.
 */
export function ChannelInfo({ channel, schedule, shifted, position }: ChannelInfoProps) {
  const { t } = useTranslation();
  const times = useProgrammeTimes();
  const censored = useArtworkCensored(channel);
  const current = schedule.now;
  const percent = current ? Math.round(programmeProgress(current, position) * 100) : null;
  return (
    <div className={styles.info}>
      {channel.logo_url && !censored ? (
        <img
          className={styles.logo}
          src={channel.logo_url}
          alt={t('player.channel.logo', { title: channel.title })}
        />
      ) : null}
      <div className={styles.schedule}>
        <p className={styles.channelName}>
          <span>{t('player.channel.number', { number: channel.channel_number })}</span>
          <span>{channel.title}</span>
          <FavouriteToggle channel={channel} />
        </p>
        {current ? (
          <p className={styles.programme}>
            <strong>{shifted ? t('player.channel.watching') : t('player.channel.now')}</strong>
            <span data-testid="now-playing-title">{current.title}</span>
            <span className={styles.times}>{times(current)}</span>
          </p>
        ) : null}
        {current && percent !== null ? (
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('player.channel.progress', { title: current.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
        ) : null}
        {schedule.next ? (
          <p className={styles.programme}>
            <strong>{t('player.channel.next')}</strong>
            <span>{schedule.next.title}</span>
            <span className={styles.times}>{times(schedule.next)}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { Channel, Programme } from '@marquee/contract';
import { useArtworkCensored } from '@/shared/catalogue/catalogue-viewer';
import { FavouriteToggle } from '@/entities/channel/ui/favourite-toggle';
import { programmeProgress, type NowAndNext } from '@/entities/programme';
import { useProgrammeTimes } from '../hooks/use-programme-times';
import styles from './channel-player.module.css';

interface ChannelInfoProps {
  channel: Channel;
  /** On air and next; `now` is replaced by the programme played from its start, if any. */
  schedule: NowAndNext;
  /** The programme played from its start (catch-up or start over); null at the live stream. */
  playing: Programme | null;
  now: number;
}

/**
 * The channel's logo, number and title, what is on with its times and a progress bar, and what
 * comes next. The logo follows the censorship rule, as posters do.
 */
export function ChannelInfo({ channel, schedule, playing, now }: ChannelInfoProps) {
  const { t } = useTranslation();
  const times = useProgrammeTimes();
  const censored = useArtworkCensored(channel);
  const current = playing ?? schedule.now;
  const percent = current ? Math.round(programmeProgress(current, now) * 100) : null;
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
            <strong>{playing ? t('player.channel.watching') : t('player.channel.now')}</strong>
            <span>{current.title}</span>
            <span className={styles.times}>{times(current)}</span>
          </p>
        ) : null}
        {current && percent !== null && !playing ? (
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
        {schedule.next && !playing ? (
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

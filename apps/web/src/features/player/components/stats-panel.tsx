import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/shared/ui/icon-button';
import type { PlayerCore } from '@marquee/player-core/player-core';
import type { PlaybackStats } from '@marquee/player-core/playback-stats';
import styles from './stats-panel.module.css';

/** How often the open panel reads the numbers again. */
export const STATS_REFRESH_MS = 1000;

interface StatsPanelProps {
  core: PlayerCore;
  onClose: () => void;
}

/**
 * Playback stats ("stats for nerds"): the picture's size, the rendition's bitrate and the
 * bandwidth estimate, the buffer ahead, dropped and decoded frames, the ladder with the rendition
 * playing marked, and the codecs; read again every second while open.
 */
export function StatsPanel({ core, onClose }: StatsPanelProps) {
  const { t, i18n } = useTranslation();
  const [stats, setStats] = useState<PlaybackStats>(() => core.playbackStats());

  useEffect(() => {
    const timer = window.setInterval(() => setStats(core.playbackStats()), STATS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [core]);

  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const rate = (bits: number | null) =>
    bits === null
      ? t('player.stats.unknown')
      : t('player.stats.mbps', { value: number.format(bits / 1e6) });
  const size = (width: number, height: number) =>
    width > 0 ? t('player.stats.size', { width, height }) : t('player.stats.unknown');
  const codecs = [stats.videoCodec, stats.audioCodec].filter(Boolean).join(', ');
  const rows: Array<[string, string]> = [
    [t('player.stats.resolution'), size(stats.width, stats.height)],
    [t('player.stats.bitrate'), rate(stats.bitrate)],
    [t('player.stats.bandwidth'), rate(stats.bandwidthEstimate)],
    [
      t('player.stats.buffer'),
      t('player.stats.seconds', { value: number.format(stats.bufferAhead) }),
    ],
    [t('player.stats.frames'), frames(stats, number, t('player.stats.unknown'))],
    [t('player.stats.codecs'), codecs || t('player.stats.unknown')],
    [
      t('player.stats.engine'),
      stats.engine === 'hls.js' ? t('player.stats.engineHlsjs') : t('player.stats.engineNative'),
    ],
  ];

  return (
    <section
      className={styles.panel}
      aria-label={t('player.stats.title')}
      data-testid="player-stats"
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{t('player.stats.title')}</h2>
        <IconButton icon="close" label={t('player.stats.close')} onClick={onClose} />
      </div>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {stats.renditions.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{t('player.stats.renditions')}</h3>
          <ol className={styles.ladder}>
            {stats.renditions.map((rendition) => (
              <li key={rendition.index} aria-current={rendition.current ? 'true' : undefined}>
                {size(rendition.width, rendition.height)} · {rate(rendition.bitrate)}
                {rendition.current ? ` (${t('player.stats.current')})` : ''}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/** "dropped / decoded", or unknown where the browser does not count them. */
function frames(stats: PlaybackStats, number: Intl.NumberFormat, unknown: string): string {
  if (stats.decodedFrames === null || stats.droppedFrames === null) return unknown;
  return `${number.format(stats.droppedFrames)} / ${number.format(stats.decodedFrames)}`;
}

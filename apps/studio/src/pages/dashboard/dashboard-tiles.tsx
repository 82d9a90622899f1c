import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@marquee/contract';
import styles from './dashboard.module.css';

/** The dashboard's figures, one tile each. */
export function DashboardTiles({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { viewers, sessions, ingest, channels, errors } = dashboard;
  const tiles = [
    { key: 'titles', label: t('dashboard.watchingTitles'), value: viewers.titles },
    { key: 'channels', label: t('dashboard.watchingChannels'), value: viewers.channels },
    {
      key: 'sessions',
      label: t('dashboard.activeSessions'),
      value: sessions.active,
      detail: t('dashboard.activeSessionsHint'),
    },
    {
      key: 'ingest',
      label: t('dashboard.packaging'),
      value: ingest.counts.running,
      detail: t('dashboard.packagingDetail', {
        queued: ingest.counts.queued,
        failed: ingest.counts.failed,
      }),
    },
    {
      key: 'up',
      label: t('dashboard.channelsUp'),
      value: t('dashboard.ofTotal', { count: channels.up, total: channels.total }),
      detail: t('dashboard.channelsDownCount', { count: channels.down.length }),
      alarm: channels.down.length > 0,
    },
    {
      key: 'errors',
      label: t('dashboard.errors'),
      value: errors.total,
      detail: t('dashboard.errorsDetail', {
        server: errors.server,
        ingest: errors.ingest,
        sources: errors.channel_sources,
      }),
      alarm: errors.total > 0,
    },
  ];
  return (
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <div key={tile.key} className={tile.alarm ? `${styles.tile} ${styles.alarm}` : styles.tile}>
          <dt>{tile.label}</dt>
          <dd className={styles.value}>{tile.value}</dd>
          {tile.detail && <dd className={styles.detail}>{tile.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CallFailed } from '@/ui/call-failed';
import { LiveFrame } from './live-frame';
import { liveOverviewQuery } from './live-queries';
import styles from './live.module.css';

/** The Live section's counts: channels, their state, sources and the guide's unmatched. */
export function LiveOverviewPage() {
  const { t } = useTranslation();
  const overview = useQuery(liveOverviewQuery());
  let content;
  if (overview.isPending) content = <p role="status">{t('app.loading')}</p>;
  else if (overview.isError) {
    content = <CallFailed error={overview.error} onRetry={() => void overview.refetch()} />;
  } else {
    const counts = overview.data;
    const tiles = [
      { key: 'channels', value: counts.channels, label: t('live.counts.channels') },
      {
        key: 'sources',
        value: counts.with_sources,
        label: t('live.counts.withSources'),
        detail: t('live.counts.withSourcesDetail'),
      },
      { key: 'up', value: counts.up, label: t('live.counts.up') },
      { key: 'down', value: counts.down, label: t('live.counts.down'), alarm: counts.down > 0 },
      { key: 'recorded', value: counts.recorded, label: t('live.counts.recorded') },
      { key: 'viewers', value: counts.viewers, label: t('live.counts.viewers') },
      {
        key: 'lists',
        value: counts.sources,
        label: t('live.counts.sources'),
        detail: t('live.counts.failingSources', { count: counts.failing_sources }),
        alarm: counts.failing_sources > 0,
      },
      {
        key: 'unmatched',
        value: counts.unmatched_guide_channels,
        label: t('live.counts.unmatched'),
      },
      { key: 'categories', value: counts.categories, label: t('live.counts.categories') },
    ];
    content = (
      <dl className={styles.tiles}>
        {tiles.map((tile) => (
          <div
            key={tile.key}
            className={tile.alarm ? `${styles.tile} ${styles.alarm}` : styles.tile}
          >
            <dt>{tile.label}</dt>
            <dd className={styles.value}>{tile.value}</dd>
            {tile.detail && <dd className={styles.muted}>{tile.detail}</dd>}
          </div>
        ))}
      </dl>
    );
  }
  return <LiveFrame title={t('live.title')}>{content}</LiveFrame>;
}

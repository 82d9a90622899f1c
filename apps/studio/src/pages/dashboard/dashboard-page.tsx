import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { CallFailed } from '@/ui/call-failed';
import { DateTime } from '@/ui/date-time';
import { dashboardQuery } from './dashboard-query';
import { DashboardTiles } from './dashboard-tiles';
import { RunningIngests } from './running-ingests';
import { useDashboardChanges } from './use-dashboard-changes';
import { WatchedList } from './watched-list';
import styles from './dashboard.module.css';

/** What the service is doing now, read again whenever the server says it changed. */
export function DashboardPage() {
  const { t } = useTranslation();
  const query = useQuery(dashboardQuery());
  useDashboardChanges();

  return (
    <div className={styles.page}>
      <h1>{t('dashboard.heading')}</h1>
      {query.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : query.isError ? (
        <CallFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={styles.updated}>
            {t('dashboard.updated')} <DateTime value={query.data.at} />
          </p>
          <DashboardTiles dashboard={query.data} />
          {query.data.channels.down.length > 0 && (
            <Alert tone="error">
              {t('dashboard.channelsDownList', {
                channels: query.data.channels.down
                  .map((channel) => `${channel.title} (${t(`dashboard.state.${channel.state}`)})`)
                  .join(', '),
              })}
            </Alert>
          )}
          <div className={styles.columns}>
            <WatchedList
              heading={t('dashboard.topTitles')}
              items={query.data.viewers.top_titles}
              empty={t('dashboard.noTitles')}
            />
            <WatchedList
              heading={t('dashboard.topChannels')}
              items={query.data.viewers.top_channels}
              empty={t('dashboard.noChannels')}
            />
          </div>
          <section className={styles.section} aria-labelledby="dashboard-packaging">
            <h2 id="dashboard-packaging">{t('dashboard.packagingNow')}</h2>
            <RunningIngests jobs={query.data.ingest.running} />
          </section>
        </>
      )}
    </div>
  );
}

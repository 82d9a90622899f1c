import type { Channel } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadMoreSentinel } from '@/shared/ui/load-more-sentinel';
import { Spinner } from '@/shared/ui/spinner';
import { ChannelGrid } from './channel-grid';
import styles from './channel-categories-page.module.css';

/** A channel list as the page shows it, whichever call it comes from. */
export interface ChannelResultsState {
  channels: readonly Channel[] | undefined;
  failed: boolean;
  retry: () => void;
  /** A page after the first is on its way. */
  loadingMore?: boolean;
  /** Asks for the next page; called as the last row comes into view. */
  onEndReached?: () => void;
}

/** The grid of a category's channels, or the loader, "Live TV content unavailable" or the failure. */
export function ChannelResults({
  channels,
  failed,
  retry,
  loadingMore = false,
  onEndReached,
}: ChannelResultsState) {
  const { t } = useTranslation();
  if (!channels && failed) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('live.failed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!channels) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (channels.length === 0) return <EmptyState message={t('live.empty')} />;
  return (
    <>
      <ChannelGrid channels={channels} />
      {onEndReached ? (
        <LoadMoreSentinel onVisible={onEndReached} rootMargin="0px 0px 240px 0px" />
      ) : null}
      {loadingMore ? (
        <div className={styles.loading}>
          <Spinner size={28} label={t('live.loadingMore')} />
        </div>
      ) : null}
    </>
  );
}

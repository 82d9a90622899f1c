import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, to } from '@/shared/config/routes';
import type { ChannelNavigationState } from '@/shared/lib/channel-navigation';
import { storage } from '@/shared/storage/storage';
import { Spinner } from '@/shared/ui/spinner';
import { useChannelLineup } from '@/entities/channel';
import styles from './channel-player.module.css';

/**
 * /channels: the channel watched last (kept in local storage), else the first channel by
 * channel_number; with no channels at all, Live TV, which says so.
 */
export function LastChannelRedirect() {
  const { t } = useTranslation();
  const location = useLocation();
  const last = storage.lastChannel.get();
  const lineup = useChannelLineup(null);
  const state: unknown = location.state;
  if (last !== null) return <Navigate to={to.channel(last)} replace state={state} />;
  if (lineup.isError) return <Navigate to={paths.channelCategories} replace />;
  if (!lineup.data) {
    return (
      <div className={styles.backdrop}>
        <Spinner label={t('common.loading')} size={48} />
      </div>
    );
  }
  const first = lineup.data[0];
  if (!first) return <Navigate to={paths.channelCategories} replace />;
  const carried: ChannelNavigationState = { channel: first };
  return (
    <Navigate
      to={to.channel(first.id)}
      replace
      state={typeof state === 'object' && state !== null ? { ...state, ...carried } : carried}
    />
  );
}

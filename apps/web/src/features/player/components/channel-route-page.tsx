import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useArtworkCensored, useCatalogueViewer } from '@/entities/title-card';
import { paths } from '@/shared/config/routes';
import { readChannelState } from '@/shared/lib/channel-navigation';
import { Button } from '@/shared/ui/button';
import { notify } from '@/shared/ui/notify';
import { Spinner } from '@/shared/ui/spinner';
import { startChannelStream, useChannel } from '@/entities/channel';
import { momentPlan, parseAt, type MomentPlan } from '@marquee/player-core/moment-link';
import type { CatchupSource, LiveSource } from '@marquee/player-core/player-source';
import { playsAtOnce } from '../lib/plays-at-once';
import { usePlayerStore } from '../stores/player-store';
import styles from './channel-player.module.css';

const REFUSED_TEXTS = {
  invalid: 'player.channel.atInvalid',
  beforeWindow: 'player.channel.atBeforeWindow',
  noCatchup: 'player.channel.atNoCatchup',
} as const;

/**
 * /channels/{id}: opens the channel in the floating player, maximised, and is the page under it
 * when it is minimised. The channel a list passed in navigation state starts it at once; its
 * details follow. An id that names no channel goes to Live TV. `?at=<ISO 8601>` opens it at that
 * moment (`momentPlan`): live, or from the catch-up window, or live with a notice saying why not.
 */
export function ChannelRoutePage({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const state = readChannelState(location.state);
  const shown = state.channel?.id === id ? state.channel : null;
  const details = useChannel(id, shown);
  const channel = details.data ?? null;
  const open = usePlayerStore((store) => store.open);
  const setPlayerSize = usePlayerStore((store) => store.setPlayerSize);
  const playing = usePlayerStore((store) => store.isPlayerOpened && store.source !== null);
  const censored = useArtworkCensored(channel ?? {});
  const { subscriptionExpired } = useCatalogueViewer();
  const { pathname, search } = location;
  const { originRoute, categoryId } = state;
  const channelId = channel?.id ?? null;

  useEffect(() => {
    if (!channel) return;
    const { source, pinEnteredChannels } = usePlayerStore.getState();
    const at = parseAt(new URLSearchParams(search).get('at'));
    // Already this channel (live, or from a moment) and no moment asked for: leave it playing.
    const current = source?.kind === 'live' || source?.kind === 'catchup' ? source : null;
    if (current?.channel.id === channel.id && at.kind === 'none') return;
    const plan: MomentPlan =
      at.kind === 'moment' ? momentPlan(channel, at.at, Date.now()) : { kind: 'live' };
    const refused = at.kind === 'invalid' ? 'invalid' : 'refused' in plan ? plan.refused : null;
    if (refused) notify('warning', t(REFUSED_TEXTS[refused]));
    const chosen: LiveSource | CatchupSource =
      plan.kind === 'catchup'
        ? { kind: 'catchup', channel, from: plan.from }
        : { kind: 'live', channel };
    // The stream call goes ahead of the player's render when nothing stands before playing.
    const pinEntered = pinEnteredChannels.includes(channel.id);
    if (playsAtOnce({ channel, subscriptionExpired, pinEntered })) {
      startChannelStream({
        channelId: channel.id,
        from: chosen.kind === 'catchup' ? chosen.from : null,
      });
    }
    open({
      source: chosen,
      originRoute: originRoute ?? null,
      openedAt: `${pathname}${search}`,
      channelCategoryId: categoryId ?? null,
    });
    // The channel's id, not each new copy of its details, opens the player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channelId, open, originRoute, categoryId, pathname, search]);

  if (id === null || (details.isSuccess && details.data === null)) {
    return <Navigate to={paths.channelCategories} replace />;
  }
  if (!channel) {
    return (
      <div className={styles.backdrop}>
        <Spinner label={t('common.loading')} size={48} />
      </div>
    );
  }
  return (
    <section className={styles.backdrop} aria-label={channel.title}>
      {channel.logo_url && !censored ? (
        <img src={channel.logo_url} alt={t('player.channel.logo', { title: channel.title })} />
      ) : null}
      <h1>{channel.title}</h1>
      {playing ? (
        <Button onClick={() => setPlayerSize('maximize')}>{t('player.channel.showPlayer')}</Button>
      ) : null}
    </section>
  );
}

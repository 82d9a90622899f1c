import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Channel } from '@marquee/contract';
import { to } from '@/shared/config/routes';
import type { ChannelNavigationState } from '@/shared/lib/channel-navigation';
import { isPinModalOpen } from '@/entities/pin';
import { useChannelLineup } from '@/entities/channel';
import { neighbourChannel, type ZapDirection } from '@marquee/player-core/channel-zapping';
import { usePlayerStore } from '../stores/player-store';

const UP_KEYS = new Set(['PageUp', 'ArrowUp']);
const DOWN_KEYS = new Set(['PageDown', 'ArrowDown']);

// Text fields and sliders keep their own arrow keys.
const ownsKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'SELECT' ||
    target.tagName === 'TEXTAREA');

/**
 * Channel up and down without leaving the player, through the line-up of the list the viewer
 * came from (its category) or all channels, by channel_number: the buttons' action, and
 * PageUp/PageDown or ArrowUp/ArrowDown while the maximised player has the keys. A zap replaces
 * the URL (/channels/{id}), so Back still leaves the player for where it was opened from.
 */
export function useChannelZapping(channel: Channel, keysEnabled: boolean) {
  const categoryId = usePlayerStore((state) => state.channelCategoryId);
  const maximised = usePlayerStore((state) => state.playerSize === 'maximize');
  const lineup = useChannelLineup(categoryId);
  const navigate = useNavigate();
  const channels = lineup.data;

  const zap = useCallback(
    (direction: ZapDirection) => {
      const next = channels ? neighbourChannel(channels, channel, direction) : null;
      if (!next) return;
      const { originRoute } = usePlayerStore.getState();
      const state: ChannelNavigationState = { channel: next };
      if (originRoute) state.originRoute = originRoute;
      if (categoryId !== null) state.categoryId = categoryId;
      void navigate(to.channel(next.id), { replace: true, state });
    },
    [channels, channel, categoryId, navigate],
  );

  useEffect(() => {
    if (!keysEnabled || !maximised) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isPinModalOpen() || ownsKeys(event.target)) return;
      const direction = UP_KEYS.has(event.key) ? 1 : DOWN_KEYS.has(event.key) ? -1 : 0;
      if (direction === 0) return;
      event.preventDefault();
      zap(direction);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keysEnabled, maximised, zap]);

  return { zap, canZap: (channels?.length ?? 0) > 1 };
}

import { useTranslation } from 'react-i18next';
import { useCatalogueViewer } from '@/entities/title-card';
import { PinModal } from '@/entities/pin/ui/pin-modal';
import { useChannel } from '@/entities/channel';
import type { CatchupSource, LiveSource } from '@marquee/player-core/player-source';
import { useChannelZapping } from '../hooks/use-channel-zapping';
import { needsChannelPin, playsAtOnce } from '../lib/plays-at-once';
import { usePlayerStore } from '../stores/player-store';
import { ChannelButtons } from './channel-buttons';
import { ChannelPlayback } from './channel-playback';
import { ChannelUnlock } from './channel-unlock';
import { PlayerMessage } from './player-message';
import { PlayerTopBar } from './player-top-bar';
import styles from './channel-player.module.css';

interface ChannelPlayerProps {
  source: LiveSource | CatchupSource;
  onClose: () => void;
}

/**
 * The channel player (access §2, §4; catalogue §4, §6): its details (the spec's catch-up fetch)
 * decide what shows first: the expired-subscription warning, the unlock flow for a channel not
 * subscribed, the parental PIN for a channel that requires it (asked once while the player is
 * open), then the channel. Channel up and down work in every one of these.
 */
export function ChannelPlayer({ source, onClose }: ChannelPlayerProps) {
  const { t } = useTranslation();
  const details = useChannel(source.channel.id, source.channel);
  const channel = details.data ?? source.channel;
  const { subscriptionExpired } = useCatalogueViewer();
  const pinEntered = usePlayerStore((state) => state.pinEnteredChannels.includes(channel.id));
  const channelPinEntered = usePlayerStore((state) => state.channelPinEntered);
  const gate = { channel, subscriptionExpired, pinEntered };
  const needsPin = needsChannelPin(gate);
  const { zap, canZap } = useChannelZapping(channel, !needsPin);
  const onZap = canZap ? zap : undefined;

  if (!playsAtOnce(gate)) {
    return (
      <>
        <PlayerTopBar title={channel.title} onClose={onClose} />
        {subscriptionExpired ? (
          <PlayerMessage message={t('player.channel.expired')} />
        ) : !channel.subscribed ? (
          <ChannelUnlock channel={channel} />
        ) : (
          <PinModal
            type="parental"
            open
            onSuccess={() => channelPinEntered(channel.id)}
            onCancel={onClose}
          />
        )}
        {onZap ? (
          <div className={styles.zapBar}>
            <ChannelButtons onZap={onZap} />
          </div>
        ) : null}
      </>
    );
  }
  return (
    <ChannelPlayback
      channel={channel}
      from={source.kind === 'catchup' ? source.from : null}
      onClose={onClose}
      onZap={onZap}
    />
  );
}

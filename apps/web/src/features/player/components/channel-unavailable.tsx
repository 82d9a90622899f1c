import { useTranslation } from 'react-i18next';
import type { Channel } from '@marquee/contract';
import { useArtworkCensored } from '@/entities/title-card';
import type { ZapDirection } from '@marquee/player-core/channel-zapping';
import { ChannelButtons } from './channel-buttons';
import { PlayerMessage } from './player-message';
import { PlayerTopBar } from './player-top-bar';
import styles from './channel-player.module.css';

interface ChannelUnavailableProps {
  channel: Channel;
  onClose: () => void;
  onZap?: (direction: ZapDirection) => void;
  /** Asks for the channel's stream again ("Try again"). */
  onRetry: () => void;
}

/**
 * A channel that is down (every source of it failing): says so with its name and logo, in
 * place of a loader that would never end, and keeps channel up and down at hand.
 */
export function ChannelUnavailable({ channel, onClose, onZap, onRetry }: ChannelUnavailableProps) {
  const { t } = useTranslation();
  const censored = useArtworkCensored(channel);
  return (
    <>
      <PlayerTopBar title={channel.title} onClose={onClose} />
      <PlayerMessage
        figure={
          channel.logo_url && !censored ? (
            <img
              className={styles.logo}
              src={channel.logo_url}
              alt={t('player.channel.logo', { title: channel.title })}
            />
          ) : null
        }
        message={t('server.channelUnavailable')}
        action={{ label: t('player.retry'), onClick: onRetry }}
      />
      {onZap ? (
        <div className={styles.zapBar}>
          <ChannelButtons onZap={onZap} />
        </div>
      ) : null}
    </>
  );
}

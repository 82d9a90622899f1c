import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '@marquee/contract';
import { useRentChannel } from '@/entities/rental';
import { RentFlow, type RentRequest } from '@/entities/rental/ui/rent-flow';
import { PlayerMessage } from './player-message';

/**
 * A channel that is not subscribed: the spec's "channel is not rented" notice with Unlock, which
 * runs the rental sequence (purchase PIN, the chooser of its streaming profiles, the confirm
 * with currency and price, the rent call). The rented profile marks the channel subscribed in
 * its cached details, and the player, which reads them, plays it.
 */
export function ChannelUnlock({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const rent = useRentChannel(channel.id);
  const [request, setRequest] = useState<RentRequest | null>(null);
  return (
    <>
      <PlayerMessage
        message={t('player.channel.notRented', {
          notice: t('notices.channelNotRented'),
          hint: t('notices.rentBeforeWatching'),
        })}
        action={{
          label: t('player.channel.unlock'),
          onClick: () => setRequest({ profileId: null }),
        }}
      />
      <RentFlow
        rentable={{ title: channel.title, profiles: channel.streaming_profiles, rent }}
        request={request}
      />
    </>
  );
}

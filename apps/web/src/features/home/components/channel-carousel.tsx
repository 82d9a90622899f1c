import type { Channel } from '@marquee/contract';
import { ChannelCard } from '@/entities/channel';
import { TitleCarousel } from '@/entities/title-card/ui/title-carousel';
import { LoadMoreSentinel } from '@/shared/ui/load-more-sentinel';

interface ChannelCarouselProps {
  title: string;
  channels: readonly Channel[];
  testId: string;
  /** Looping starts from this many channels. */
  loopFrom?: number;
  /** Asks for more channels; called as the last card comes into view. */
  onEndReached?: () => void;
}

/** A home row of channel cards; each links to its channel (catalogue §2, card type 3). */
export function ChannelCarousel({
  title,
  channels,
  testId,
  loopFrom,
  onEndReached,
}: ChannelCarouselProps) {
  const last = channels.length - 1;
  return (
    <TitleCarousel
      title={title}
      items={channels}
      testId={testId}
      loopFrom={loopFrom}
      itemKey={(channel) => channel.id}
      renderItem={(channel, index) => (
        <>
          <ChannelCard channel={channel} />
          {onEndReached && index === last ? <LoadMoreSentinel onVisible={onEndReached} /> : null}
        </>
      )}
    />
  );
}

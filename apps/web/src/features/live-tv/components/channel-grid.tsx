import type { Channel } from '@marquee/contract';
import { ChannelCard } from '@/entities/channel';
import { AdBanner } from '@/entities/ad/ui/ad-banner';
import { useAds } from '@/entities/ad';
import { splitGrid } from '@/entities/ad';
import styles from './channel-grid.module.css';

/** Cards of the first row load eagerly (7 at the widest). */
const EAGER_CARDS = 7;

interface ChannelGridProps {
  channels: readonly Channel[];
}

/** The channels' cards; with the live_tv_box banner, the first 6, the banner, then the rest (catalogue §9). */
export function ChannelGrid({ channels }: ChannelGridProps) {
  const ads = useAds('live_tv_box');
  const withAd = (ads.data?.length ?? 0) > 0;
  const [first, rest] = splitGrid(channels, withAd);
  const cards = (part: readonly Channel[], offset: number) => (
    <ul
      className={offset > 0 ? `${styles.grid} ${styles.rest}` : styles.grid}
      data-testid="channel-grid"
    >
      {part.map((channel, index) => (
        <li key={channel.id}>
          <ChannelCard channel={channel} eager={offset + index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {cards(first, 0)}
      {withAd ? <AdBanner position="live_tv_box" /> : null}
      {rest.length > 0 ? cards(rest, first.length) : null}
    </>
  );
}

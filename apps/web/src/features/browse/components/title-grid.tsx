import type { BoxPosition } from '@marquee/contract';
import { AdBanner } from '@/entities/ad/ui/ad-banner';
import { useAds } from '@/entities/ad';
import { splitGrid } from '@/entities/ad';
import { TitleCard } from '@/entities/title-card/ui/title-card';
import type { BrowseItem } from '../api/get-list-page';
import styles from './title-grid.module.css';

/** Cards of the first row load eagerly (7 at the widest). */
const EAGER_CARDS = 7;

interface TitleGridProps {
  items: readonly BrowseItem[];
  adPosition: BoxPosition;
  detailsPath: (id: number) => string;
}

/** The list's cards; with an ad banner, the first 6, the banner, then the rest (catalogue §9). */
export function TitleGrid({ items, adPosition, detailsPath }: TitleGridProps) {
  const ads = useAds(adPosition);
  const withAd = (ads.data?.length ?? 0) > 0;
  const [first, rest] = splitGrid(items, withAd);
  const cards = (part: readonly BrowseItem[], offset: number) => (
    <ul
      className={offset > 0 ? `${styles.grid} ${styles.rest}` : styles.grid}
      data-testid="title-grid"
    >
      {part.map((item, index) => (
        <li key={item.id}>
          <TitleCard
            item={item}
            href={detailsPath(item.id)}
            // The details page shows the title at once, before its own call answers.
            state={{ item }}
            eager={offset + index < EAGER_CARDS}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {cards(first, 0)}
      {withAd ? <AdBanner position={adPosition} /> : null}
      {rest.length > 0 ? cards(rest, first.length) : null}
    </>
  );
}

import type { CardItem } from '@/entities/title-card/ui/title-card';
import { TitleCard } from '@/entities/title-card/ui/title-card';
import { TitleCarousel, type CarouselLayout } from '@/entities/title-card/ui/title-carousel';
import { cardLink } from '@/entities/title-card';
import { useBatchedCount } from '@/shared/lib/use-batched-count';

/** Cards drawn in a task: more than the widest row shows (8 new releases). */
const CARDS_PER_TASK = 8;

interface HomeRowProps {
  title: string;
  items: readonly CardItem[] | undefined;
  /** Where cards without a play or channel link go: the list's base route. */
  baseRoute: string;
  layout?: CarouselLayout;
  testId: string;
}

/**
 * One carousel row of home; a row with nothing in it does not show. The cards beyond the view
 * come in the following tasks (useBatchedCount).
 */
export function HomeRow({ title, items, baseRoute, layout, testId }: HomeRowProps) {
  const shown = useBatchedCount(items?.length ?? 0, CARDS_PER_TASK);
  if (!items || items.length === 0) return null;
  return (
    <TitleCarousel
      title={title}
      items={shown < items.length ? items.slice(0, shown) : items}
      layout={layout}
      testId={testId}
      itemKey={(item) => `${item.type ?? ''}-${item.id}`}
      renderItem={(item) => (
        <TitleCard item={item} href={cardLink(item, baseRoute)} state={{ item }} />
      )}
    />
  );
}

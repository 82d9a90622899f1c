import type { CardItem } from '@/shared/catalogue/title-card';
import { TitleCard } from '@/shared/catalogue/title-card';
import { TitleCarousel, type CarouselLayout } from '@/shared/catalogue/title-carousel';
import { cardLink } from '@/shared/catalogue/card-link';

interface HomeRowProps {
  title: string;
  items: readonly CardItem[] | undefined;
  /** Where cards without a play or channel link go: the list's base route. */
  baseRoute: string;
  layout?: CarouselLayout;
  testId: string;
}

/** One carousel row of home; a row with nothing in it does not show. */
export function HomeRow({ title, items, baseRoute, layout, testId }: HomeRowProps) {
  if (!items || items.length === 0) return null;
  return (
    <TitleCarousel
      title={title}
      items={items}
      layout={layout}
      testId={testId}
      itemKey={(item) => `${item.type ?? ''}-${item.id}`}
      renderItem={(item) => (
        <TitleCard item={item} href={cardLink(item, baseRoute)} state={{ item }} />
      )}
    />
  );
}

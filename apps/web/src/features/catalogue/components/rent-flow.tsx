import { ItemType, type VodItem } from '@marquee/contract';
import { track } from '@/entities/analytics';
import { useRentVod, type RentOption } from '@/entities/rental';
import { RentFlow as RentalFlow, type RentRequest } from '@/entities/rental/ui/rent-flow';

export type { RentRequest } from '@/entities/rental/ui/rent-flow';

export interface RentFlowProps {
  item: VodItem;
  /** The latest press of a Rent button; null until the first. */
  request: RentRequest | null;
}

/**
 * The rental sequence behind a title's Rent buttons, with the rent_movie or rent_episode
 * analytics event. Its code loads with the first press, or when the page is idle.
 */
export function RentFlow({ item, request }: RentFlowProps) {
  const rent = useRentVod(item);
  const onRented = (option: RentOption) =>
    track(item.type === ItemType.episode ? 'rent_episode' : 'rent_movie', {
      id: item.id,
      title: item.title,
      profile: option.profile.name,
      price: option.price,
      duration: option.pricing?.duration ?? null,
    });
  return (
    <RentalFlow
      rentable={{ title: item.title, profiles: item.movie_source.profiles, rent, onRented }}
      request={request}
    />
  );
}

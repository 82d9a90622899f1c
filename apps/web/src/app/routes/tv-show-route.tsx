import { useParams } from 'react-router';
import { TvShowDetailsPage } from '@/features/catalogue/components/tv-show-details-page';
import { parseDetailsId } from '@/features/catalogue/lib/details-id';

/** /tv-shows/:id : a TV show's details, seasons and episodes. */
export function Component() {
  const { id } = useParams();
  return <TvShowDetailsPage id={parseDetailsId(id)} />;
}

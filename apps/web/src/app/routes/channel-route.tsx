import { useParams } from 'react-router';
import { parseDetailsId } from '@/features/catalogue/lib/details-id';
import { ChannelRoutePage } from '@/features/player/components/channel-route-page';

/** /channels/:id : the channel player (guarded by sign-in, as every page of the shell). */
export function Component() {
  const { id } = useParams();
  return <ChannelRoutePage id={parseDetailsId(id)} />;
}

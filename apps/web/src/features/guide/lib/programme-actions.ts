import { isCatchupAvailable, programmeSpan, type Channel, type Programme } from '@marquee/contract';
import { to } from '@/shared/config/routes';
import { programmeTime } from './guide-programmes';

/** What the details of a programme offer. */
export type ProgrammeAction = 'watchLive' | 'startOver' | 'watch' | 'unlock';

/**
 * The actions of a programme's details by its state at `now` (epoch ms): a channel that needs
 * renting offers Unlock; on air, Watch live and (with catch-up on the channel) Start over; a
 * past programme, Watch when catch-up allows it (the contract's `isCatchupAvailable`); a future one, none of
 * these.
 */
export function programmeActions(
  channel: Channel,
  programme: Programme,
  now: number,
): ProgrammeAction[] {
  if (!channel.subscribed) return ['unlock'];
  const when = programmeTime(programme, now);
  if (when === 'now') return channel.catchup_enabled ? ['watchLive', 'startOver'] : ['watchLive'];
  if (when === 'past' && isCatchupAvailable(channel, programmeSpan(programme), now))
    return ['watch'];
  return [];
}

/** The channel player at a programme's start: `/channels/{id}?at=<ISO 8601>`. */
export function channelAtProgramme(channel: Pick<Channel, 'id'>, programme: Programme): string {
  const at = new Date(programme.start_timestamp * 1000).toISOString();
  return `${to.channel(channel.id)}?at=${at}`;
}

import {
  ItemType,
  type Channel,
  type SaveProgressBody,
  type VodItem,
  type VodPlays,
} from '@marquee/contract';
import { countsAsWatched } from './player-rules';

/** Where playback of an item stands. */
export interface WatchPosition {
  currentTime: number;
  duration: number;
}

/**
 * The vod-plays event for leaving the player (spec: access §7), or null below 10 s, which does
 * not count as watched.
 */
export function vodPlaysEvent(item: VodItem, position: WatchPosition): VodPlays | null {
  if (!countsAsWatched(position.currentTime)) return null;
  const episode = item.type === ItemType.episode;
  return {
    model_id: item.id,
    model_type: item.type,
    retention_time: Math.floor(position.currentTime),
    m_vod_id: episode ? item.multi_event_vod_id : null,
    m_season: episode ? item.multi_event_vod_season_id : null,
    genre_ids: positiveIds(item.genres),
    show_type_ids: positiveIds(item.show_types),
    duration: Math.floor(position.duration),
  };
}

/**
 * The vod-plays event for leaving a channel (model_type 3), or null below 10 s: how long it was
 * watched, which is also its duration (a channel has no length).
 */
export function channelPlaysEvent(
  channel: Pick<Channel, 'id'>,
  watchedSeconds: number,
): VodPlays | null {
  if (!countsAsWatched(watchedSeconds)) return null;
  const seconds = Math.floor(watchedSeconds);
  return {
    model_id: channel.id,
    model_type: ItemType.channel,
    retention_time: seconds,
    m_vod_id: null,
    m_season: null,
    genre_ids: [],
    show_type_ids: [],
    duration: seconds,
  };
}

/**
 * The save-progress body, or null when there is nothing worth saving: under 10 s, or before
 * the length is known (the server needs a duration above 0).
 */
export function saveProgressBody(itemId: number, position: WatchPosition): SaveProgressBody | null {
  if (!countsAsWatched(position.currentTime) || !(position.duration > 0)) return null;
  return {
    single_event_vod_id: itemId,
    stopped_time: Math.floor(Math.min(position.currentTime, position.duration)),
    duration: Math.ceil(position.duration),
  };
}

// The socket accepts at most 100 positive ids per list.
function positiveIds(named: ReadonlyArray<{ id: number }>): number[] {
  return named
    .map((entry) => entry.id)
    .filter((id) => id > 0)
    .slice(0, 100);
}

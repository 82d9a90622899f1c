// What the restream sessions take and tell: a channel as its restream needs it, its status, and
// the events they raise.
import type { RestreamState, SourceHealth } from './channel-restream.js';

/** A channel as its restream needs it. */
export interface RestreamChannel {
  id: number;
  title: string;
  /** Its upstream sources, in the list's order. */
  sources: readonly string[];
  /** Kept running with no viewer: it is recorded for catch-up. */
  recorded: boolean;
  /** Its upstream's archive address template, when catch-up plays from there instead. */
  archive?: string;
  /** How long its segments are kept, ms: its catch-up window, or the live window's worth. */
  keepMs: number;
}

/** The state of a channel's restream as the status call shows it. */
export interface RestreamStatus {
  channelId: number;
  title: string;
  /** `elsewhere`: another instance restreams it; `idle`: nobody watches it and it is not recorded. */
  state: RestreamState | 'elsewhere' | 'idle';
  source: number | null;
  sources: readonly SourceHealth[];
  viewers: number;
  recorded: boolean;
  bytesIn: number;
  bytesOut: number;
}

export interface RestreamSessionEvents {
  state(channelId: number, state: RestreamState | 'idle'): void;
  bytesIn(channelId: number, bytes: number): void;
  viewers(channelId: number, viewers: number): void;
  evicted(bytes: number): void;
}

import type { Channel } from '@marquee/contract';

/** What decides whether a channel plays as soon as its player opens. */
export interface ChannelGate {
  channel: Pick<Channel, 'subscribed' | 'parental_rating'>;
  subscriptionExpired: boolean;
  /** The parental PIN was entered for this channel while the player is open. */
  pinEntered: boolean;
}

/** Whether a channel needs its parental PIN before it plays (access §2: once per opening). */
export function needsChannelPin({ channel, pinEntered }: ChannelGate): boolean {
  return channel.parental_rating?.require_pin === true && !pinEntered;
}

/**
 * Whether a channel plays at once: the subscription is active, the channel subscribed and its
 * PIN, if it asks one, entered; otherwise the player shows the warning, the unlock or the PIN.
 */
export function playsAtOnce(gate: ChannelGate): boolean {
  return !gate.subscriptionExpired && gate.channel.subscribed && !needsChannelPin(gate);
}

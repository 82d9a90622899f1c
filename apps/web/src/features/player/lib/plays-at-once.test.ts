import { describe, expect, it } from 'vitest';
import { needsChannelPin, playsAtOnce, type ChannelGate } from './plays-at-once';

const free: ChannelGate = {
  channel: { subscribed: true, parental_rating: null },
  subscriptionExpired: false,
  pinEntered: false,
};
const locked = {
  subscribed: true,
  parental_rating: { require_pin: true },
} as ChannelGate['channel'];

describe('playsAtOnce', () => {
  it('plays a subscribed channel without a PIN at once', () => {
    expect(playsAtOnce(free)).toBe(true);
  });

  it('holds a channel back while the subscription is expired', () => {
    expect(playsAtOnce({ ...free, subscriptionExpired: true })).toBe(false);
  });

  it('holds a channel that is not subscribed back for its unlock', () => {
    expect(playsAtOnce({ ...free, channel: { ...free.channel, subscribed: false } })).toBe(false);
  });

  it('holds a channel that requires the parental PIN back until it is entered', () => {
    expect(needsChannelPin({ ...free, channel: locked })).toBe(true);
    expect(playsAtOnce({ ...free, channel: locked })).toBe(false);
    expect(playsAtOnce({ ...free, channel: locked, pinEntered: true })).toBe(true);
  });
});

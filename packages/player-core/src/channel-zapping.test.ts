import { describe, expect, it } from 'vitest';
import { makeChannel } from './testing/channel-fixtures';
import { neighbourChannel } from './channel-zapping';

// Channel numbers 1, 2, 5 and 9, given out of order as a list might hold them.
const one = makeChannel({ id: 11, channel_number: 1 });
const two = makeChannel({ id: 12, channel_number: 2 });
const five = makeChannel({ id: 15, channel_number: 5 });
const nine = makeChannel({ id: 19, channel_number: 9 });
const lineup = [five, one, nine, two];

describe('neighbourChannel (zapping by channel_number)', () => {
  it('goes up to the next channel_number and down to the previous one', () => {
    expect(neighbourChannel(lineup, two, 1)).toBe(five);
    expect(neighbourChannel(lineup, five, -1)).toBe(two);
  });

  it('wraps from the highest number to the lowest and back', () => {
    expect(neighbourChannel(lineup, nine, 1)).toBe(one);
    expect(neighbourChannel(lineup, one, -1)).toBe(nine);
  });

  it('zaps from where a channel missing from the line-up would sit', () => {
    const six = makeChannel({ id: 16, channel_number: 6 });
    expect(neighbourChannel(lineup, six, 1)).toBe(nine);
    expect(neighbourChannel(lineup, six, -1)).toBe(five);
  });

  it('has nowhere to go in a line-up of one channel', () => {
    expect(neighbourChannel([five], five, 1)).toBeNull();
  });
});

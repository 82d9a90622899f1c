import { describe, expect, it } from 'vitest';
import { swapVodProfile } from './vod-profile-swap';

const hd = { id: 3, name: 'HD' };
const auto = { id: 0, name: 'Auto' };

describe('swapVodProfile', () => {
  it("keeps the leaving profile's choice and brings back the arriving one's", () => {
    const swap = swapVodProfile({ '2': auto }, hd, 1, 2);
    expect(swap.current).toEqual(auto);
    expect(swap.kept).toEqual({ '1': hd });
  });

  it('leaves no choice in force for a profile that never made one', () => {
    const swap = swapVodProfile({}, hd, 1, 5);
    expect(swap.current).toBeNull();
    expect(swap.kept).toEqual({ '1': hd });
  });

  it('remembers that the leaving profile had no choice either', () => {
    const swap = swapVodProfile({ '1': hd }, null, 4, 1);
    expect(swap).toEqual({ current: hd, kept: { '4': null } });
  });

  it('changes nothing when the profile stays the same', () => {
    const kept = { '2': auto };
    expect(swapVodProfile(kept, hd, 1, 1)).toEqual({ kept, current: hd });
  });
});

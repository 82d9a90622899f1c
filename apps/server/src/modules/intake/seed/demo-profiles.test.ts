import { describe, expect, it } from 'vitest';
import { episodeProfiles, isRemastered } from './demo-profiles.js';

const names = (showIndex: number, episodeNumber: number) =>
  episodeProfiles(showIndex, episodeNumber).map((profile) => profile.name);

describe('episodeProfiles', () => {
  it('gives a remastered show its pilot in HD only and the later episodes in SD and 4K', () => {
    expect(isRemastered(4)).toBe(true);
    expect(names(4, 1)).toEqual(['HD']);
    expect(names(4, 2)).toEqual(['SD', '4K']);
    expect(episodeProfiles(4, 2).every((profile) => profile.businessModel === 'svod')).toBe(true);
  });

  it('gives the other shows the same profiles for every episode', () => {
    for (const showIndex of [0, 1, 2, 5, 7]) {
      expect(isRemastered(showIndex)).toBe(false);
      expect(names(showIndex, 1)).toEqual(names(showIndex, 2));
    }
  });
});

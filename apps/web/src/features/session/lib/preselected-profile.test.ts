import { describe, expect, it } from 'vitest';
import { preselectedProfile } from './preselected-profile';

const household = [{ id: 1 }, { id: 4 }, { id: 9 }];

describe('preselectedProfile', () => {
  it('starts on the profile chosen last on this device', () => {
    expect(preselectedProfile(household, 9, 1)).toBe(9);
  });

  it("starts on the session's profile when the last one is gone or none was kept", () => {
    expect(preselectedProfile(household, 12, 4)).toBe(4);
    expect(preselectedProfile(household, null, 4)).toBe(4);
  });

  it('starts on the first profile otherwise, and on none without profiles', () => {
    expect(preselectedProfile(household, null, null)).toBe(1);
    expect(preselectedProfile([], 3, 3)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ProfileAvatar, avatarIconFor } from './profile-avatar';

describe('avatarIconFor', () => {
  it('picks the avatar by the profile sex (1 female, 0 male)', () => {
    expect(avatarIconFor(1)).toBe('avatarFemale');
    expect(avatarIconFor(0)).toBe('avatarMale');
  });

  it('draws different icons for each', () => {
    const female = render(<ProfileAvatar sex={1} />).container.querySelector('path');
    const male = render(<ProfileAvatar sex={0} />).container.querySelector('path');
    expect(female?.getAttribute('d')).not.toBe(male?.getAttribute('d'));
  });
});

import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { profileAvatars } from '@marquee/contract';
import { ProfileAvatar, avatarOf } from './profile-avatar';

describe('avatarOf', () => {
  it('is the avatar the profile chose', () => {
    expect(avatarOf({ avatar: 'owl', sex: 0 })).toBe('owl');
    expect(avatarOf({ avatar: 'rocket', sex: 1 })).toBe('rocket');
  });

  it('falls back to the one the sex picks (1 female, 0 male) for an avatar Marquee does not know', () => {
    expect(avatarOf({ avatar: 'dragon', sex: 1 })).toBe('female');
    expect(avatarOf({ avatar: '', sex: 0 })).toBe('male');
  });
});

describe('ProfileAvatar', () => {
  it('draws each of the 12 avatars differently', () => {
    const drawings = profileAvatars.map(
      (avatar) =>
        render(<ProfileAvatar avatar={avatar} />).container.querySelector('svg')!.innerHTML,
    );
    expect(profileAvatars).toHaveLength(12);
    expect(new Set(drawings).size).toBe(12);
  });

  it('is decorative: the profile name around it names it', () => {
    const { container } = render(<ProfileAvatar avatar="fox" size="large" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-avatar', 'fox');
  });
});

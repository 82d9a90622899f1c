import type { ReactNode } from 'react';
import type { ProfileAvatar } from '@marquee/contract';

/**
 * The twelve profile avatars as small flat illustrations on a 24 by 24 grid: light shapes
 * (`currentColor`) with darker details, over the avatar's own colours.
 */
export interface AvatarArt {
  /** The two ends of the tile's diagonal gradient; null takes the brand's colours. */
  colours: readonly [string, string] | null;
  art: ReactNode;
}

const DARK = 'rgb(0 0 0 / 62%)';
const SOFT = 'rgb(255 255 255 / 55%)';
const SHADE = 'rgb(0 0 0 / 16%)';

export const AVATAR_ART: Record<ProfileAvatar, AvatarArt> = {
  male: {
    colours: null,
    art: (
      <path d="M12 12.4a4.6 4.6 0 1 0 0-9.2 4.6 4.6 0 0 0 0 9.2Zm0 2c-4.5 0-8.2 2.3-8.2 5.2V22h16.4v-2.4c0-2.9-3.7-5.2-8.2-5.2Z" />
    ),
  },
  female: {
    colours: null,
    art: (
      <path d="M12 2.5c-3 0-5 2.3-5 5.4v3.4c0 1.4-.4 2.6-1.3 3.5 1.3.7 2.9 1 4.4 1h3.8c1.5 0 3.1-.3 4.4-1-.9-.9-1.3-2.1-1.3-3.5V7.9c0-3.1-2-5.4-5-5.4Zm0 14.8c-4.4 0-8 1.7-8 3.9V22h16v-.8c0-2.2-3.6-3.9-8-3.9Z" />
    ),
  },
  fox: {
    colours: ['#f59e42', '#c2410c'],
    art: (
      <>
        <path d="M3.5 3.5 8.6 7.6h6.8l5.1-4.1-.9 9.4c-.4 4.3-3.3 7.5-7.6 8.6-4.3-1.1-7.2-4.3-7.6-8.6z" />
        <path
          fill={SHADE}
          d="M6.4 13.2c1.6.9 3.6 1.4 5.6 1.4s4-.5 5.6-1.4c-.7 3.3-2.8 5.8-5.6 6.8-2.8-1-4.9-3.5-5.6-6.8Z"
        />
        <circle cx="9" cy="11.2" r="1.1" fill={DARK} />
        <circle cx="15" cy="11.2" r="1.1" fill={DARK} />
        <path fill={DARK} d="M10.7 15.6h2.6L12 17.2z" />
      </>
    ),
  },
  owl: {
    colours: ['#a47551', '#5b3a29'],
    art: (
      <>
        <path d="M5 4.2 8.4 7c1.1-.6 2.3-.9 3.6-.9s2.5.3 3.6.9L19 4.2v10.3c0 4.2-3.1 7.3-7 7.3s-7-3.1-7-7.3z" />
        <circle cx="9.2" cy="11.6" r="2.7" fill={SHADE} />
        <circle cx="14.8" cy="11.6" r="2.7" fill={SHADE} />
        <circle cx="9.2" cy="11.6" r="1.2" fill={DARK} />
        <circle cx="14.8" cy="11.6" r="1.2" fill={DARK} />
        <path fill={DARK} d="M10.9 14.6h2.2L12 16.8z" />
        <path fill={DARK} opacity=".35" d="M9 18.2h6l-.8 1.3H9.8z" />
      </>
    ),
  },
  panda: {
    colours: ['#94a3b8', '#475569'],
    art: (
      <>
        <circle cx="6.4" cy="6.2" r="2.7" fill={DARK} />
        <circle cx="17.6" cy="6.2" r="2.7" fill={DARK} />
        <circle cx="12" cy="13" r="8.2" />
        <ellipse cx="8.9" cy="12.4" rx="2" ry="2.6" transform="rotate(-30 8.9 12.4)" fill={DARK} />
        <ellipse cx="15.1" cy="12.4" rx="2" ry="2.6" transform="rotate(30 15.1 12.4)" fill={DARK} />
        <circle cx="9.1" cy="12.2" r=".7" />
        <circle cx="14.9" cy="12.2" r=".7" />
        <ellipse cx="12" cy="16.2" rx="1.4" ry="1" fill={DARK} />
      </>
    ),
  },
  cat: {
    colours: ['#c084fc', '#7e22ce'],
    art: (
      <>
        <path d="M4 3.6 8.8 8h6.4L20 3.6V14c0 4.4-3.6 7.6-8 7.6S4 18.4 4 14z" />
        <ellipse cx="9" cy="12.6" rx="1.1" ry="1.6" fill={DARK} />
        <ellipse cx="15" cy="12.6" rx="1.1" ry="1.6" fill={DARK} />
        <path fill={DARK} d="M11 15.4h2L12 16.6z" />
        <path
          fill={DARK}
          opacity=".5"
          d="M3.6 15.2h4.6v.7H3.6zM3.9 17.2l4.3-.6.1.7-4.3.6zM15.8 15.2h4.6v.7h-4.6zM15.7 17.3l.1-.7 4.3.6-.1.7z"
        />
      </>
    ),
  },
  robot: {
    colours: ['#2dd4bf', '#0f766e'],
    art: (
      <>
        <path d="M11.3 2.5h1.4v3h-1.4z" />
        <circle cx="12" cy="2.6" r="1.4" />
        <rect x="4.5" y="5.8" width="15" height="12.4" rx="3.2" />
        <rect x="2.4" y="9.6" width="2.4" height="4.6" rx="1" />
        <rect x="19.2" y="9.6" width="2.4" height="4.6" rx="1" />
        <circle cx="9" cy="11" r="1.8" fill={DARK} />
        <circle cx="15" cy="11" r="1.8" fill={DARK} />
        <path fill={DARK} d="M8.5 14.6h7v1.6h-7z" />
        <path d="M8 19h8v2.6H8z" opacity=".8" />
      </>
    ),
  },
  rocket: {
    colours: ['#fb7185', '#9f1239'],
    art: (
      <>
        <path d="M12 2c3 2.2 4.6 5.6 4.6 9.4v5.2H7.4v-5.2C7.4 7.6 9 4.2 12 2Z" />
        <circle cx="12" cy="9.4" r="2" fill={DARK} />
        <path d="M7.4 12.2 4.6 15.6v3.2l2.8-2.2zM16.6 12.2l2.8 3.4v3.2l-2.8-2.2z" opacity=".8" />
        <path fill="#fde68a" d="M9.6 17.4h4.8c0 2.2-1.1 3.8-2.4 4.6-1.3-.8-2.4-2.4-2.4-4.6Z" />
      </>
    ),
  },
  planet: {
    colours: ['#818cf8', '#3730a3'],
    art: (
      <>
        <circle cx="12" cy="12" r="6.4" />
        <path
          fill={DARK}
          opacity=".3"
          d="M7.2 9.6c1.7.6 3.5.8 5.4.6 1.5-.2 2.9-.6 4.1-1.3l.6 1.3c-1.4.8-3 1.3-4.6 1.5-2 .2-4-.1-5.9-.8z"
        />
        <path
          fill={SOFT}
          d="M21.7 8.2c.6 1.4-2.8 4.2-7.6 6.2s-9.1 2.6-9.7 1.2c-.3-.7.4-1.7 1.7-2.8l.1 1.3c-.6.6-.8 1-.7 1.2.3.7 3.8 0 7.9-1.7s7-3.9 6.7-4.6c-.1-.3-.7-.4-1.7-.3l-.9-1c2.2-.3 3.9-.1 4.2.5Z"
        />
        <circle cx="18.6" cy="4.4" r=".9" />
        <circle cx="4.6" cy="19.2" r=".7" />
      </>
    ),
  },
  star: {
    colours: ['#fcd34d', '#d97706'],
    art: (
      <>
        <path d="m12 2.6 2.8 6 6.5.7-4.9 4.4 1.4 6.4L12 16.8l-5.8 3.3 1.4-6.4-4.9-4.4 6.5-.7z" />
        <circle cx="10.1" cy="11.4" r=".9" fill={DARK} />
        <circle cx="13.9" cy="11.4" r=".9" fill={DARK} />
        <path fill={DARK} d="M10.2 13.2h3.6c-.3 1-1 1.6-1.8 1.6s-1.5-.6-1.8-1.6Z" />
      </>
    ),
  },
  leaf: {
    colours: ['#4ade80', '#15803d'],
    art: (
      <>
        <path d="M19.8 3.2C12 3.4 5.4 7.4 5 14.4c-.1 1.6.3 3 1 4.2L4 20.6l1.2 1.2 2.1-2c1.2.8 2.6 1.2 4.1 1.2 6.6 0 9.1-7.6 8.4-17.8Z" />
        <path
          fill={DARK}
          opacity=".4"
          d="m7.3 19.8-.9-.9C9.7 14.6 13 11 17 7.6l.8 1C13.9 11.9 10.6 15.5 7.3 19.8Z"
        />
      </>
    ),
  },
  wave: {
    colours: ['#38bdf8', '#0369a1'],
    art: (
      <>
        <path d="M2.5 14.5c1.4-5.6 5.7-9.4 10.6-9.4 3.4 0 6 1.8 6.9 4.6-1-.8-2.2-1.2-3.4-1.2-2.6 0-4.4 2-4.4 4.4 0 1.4.6 2.6 1.6 3.4-2.2.9-4.4-.2-5.6-1.8-1.2 1.1-2.8 1.6-5.7 0Z" />
        <path
          fill={SOFT}
          d="M2 18.2c1.6 1 3.2 1 4.8 0s3.2-1 4.8 0 3.2 1 4.8 0 3.2-1 4.8 0v2.2c-1.6-1-3.2-1-4.8 0s-3.2 1-4.8 0-3.2-1-4.8 0-3.2 1-4.8 0z"
        />
      </>
    ),
  },
};

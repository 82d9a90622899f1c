import type { SVGProps } from 'react';

const PATHS = {
  play: 'M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z',
  pause: 'M7 4h3.5v16H7zM13.5 4H17v16h-3.5z',
  volume:
    'M4 9v6h4l5 4.5V4.5L8 9H4Zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4Zm-2.5-8.8v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z',
  muted:
    'M4 9v6h4l5 4.5V4.5L8 9H4Zm16.6 3 2.2-2.2-1.4-1.4-2.2 2.2-2.2-2.2-1.4 1.4 2.2 2.2-2.2 2.2 1.4 1.4 2.2-2.2 2.2 2.2 1.4-1.4L20.6 12Z',
  close:
    'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z',
  chevronLeft: 'M15.4 6.4 14 5l-7 7 7 7 1.4-1.4L9.8 12l5.6-5.6Z',
  chevronRight: 'M8.6 17.6 10 19l7-7-7-7-1.4 1.4 5.6 5.6-5.6 5.6Z',
  info: 'M11 7h2v2h-2V7Zm0 4h2v6h-2v-6Zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z',
  logout: 'M10 17v-2h5V9h-5V7l-5 5 5 5Zm-1 4h10a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H9v2h10v14H9v2Z',
  star: 'm12 17.3 6.2 3.7-1.6-7 5.4-4.8-7.2-.6L12 2 9.2 8.6 2 9.2l5.4 4.8-1.6 7z',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  name: IconName;
  size?: number;
}

/** A decorative inline icon; give its button or link the accessible name. */
export function Icon({ name, size = 24, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

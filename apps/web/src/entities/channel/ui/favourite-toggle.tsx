import { useTranslation } from 'react-i18next';
import type { Channel } from '@marquee/contract';
import { Icon, type FeatureIcon } from '@/shared/ui/icon';
import { useToggleFavourite } from '../api/toggle-favourite';
import styles from './favourite-toggle.module.css';

const HEART: FeatureIcon = {
  path: 'M12 21.35 10.55 20C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09A6 6 0 0 1 16.5 3C19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35Z',
};
const HEART_OUTLINE: FeatureIcon = {
  path: 'M16.5 3A6 6 0 0 0 12 5.09 6 6 0 0 0 7.5 3C4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3Zm-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05Z',
};

interface FavouriteToggleProps {
  channel: Channel;
  className?: string;
}

/** A channel's favourite switch: pressed while it is a favourite; flips every copy at once. */
export function FavouriteToggle({ channel, className }: FavouriteToggleProps) {
  const { t } = useTranslation();
  const toggle = useToggleFavourite();
  return (
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      aria-pressed={channel.favorite}
      aria-label={t('live.favourite', { title: channel.title })}
      onClick={() => toggle.mutate(channel)}
    >
      <Icon name={channel.favorite ? HEART : HEART_OUTLINE} size={20} />
    </button>
  );
}

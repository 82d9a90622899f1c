import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import { backdropOf } from '@/shared/lib/images';
import styles from './episode-strip.module.css';

interface EpisodeStripProps {
  episodes: readonly VodItem[];
  playingId: number;
  onChoose: (episode: VodItem) => void;
}

// The playing episode scrolls into view when the strip opens.
const showWhenMounted = (element: HTMLElement | null) =>
  element?.scrollIntoView({ block: 'nearest', inline: 'center' });

/**
 * The episode suggestions strip (spec: access §2): the season's episodes with their stills, the
 * playing one marked; choosing another goes by the Next episode rules (PIN, profile).
 */
export function EpisodeStrip({ episodes, playingId, onChoose }: EpisodeStripProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.strip} aria-label={t('player.episodesOfSeason')}>
      <ol className={styles.list}>
        {episodes.map((episode) => {
          const playing = episode.id === playingId;
          const still = backdropOf(episode);
          const number =
            episode.episode_number !== null
              ? t('player.episodeNumber', { number: episode.episode_number })
              : null;
          return (
            <li key={episode.id} ref={playing ? showWhenMounted : undefined}>
              <button
                type="button"
                className={styles.episode}
                aria-current={playing ? 'true' : undefined}
                disabled={playing}
                onClick={() => onChoose(episode)}
              >
                <span className={styles.still}>
                  {still ? <img src={still} alt="" loading="lazy" /> : null}
                  {playing ? <span className={styles.now}>{t('player.nowPlaying')}</span> : null}
                  {!episode.subscribed ? (
                    <span className={styles.toRent}>{t('catalogue.rentToWatch')}</span>
                  ) : null}
                </span>
                {number ? <span className={styles.number}>{number}</span> : null}
                <span className={styles.title}>{episode.title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

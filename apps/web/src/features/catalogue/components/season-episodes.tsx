import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Season, VodItem } from '@marquee/contract';
import { TitleCard } from '@/entities/title-card/ui/title-card';
import { TitleCarousel } from '@/entities/title-card/ui/title-carousel';
import { to } from '@/shared/config/routes';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useSeasonEpisodes } from '@/entities/season-episodes';
import { SeasonPicker } from './season-picker';
import styles from './season-episodes.module.css';

interface SeasonEpisodesProps {
  seasons: readonly Season[];
  /** The season active at first (an episode's own); the first season otherwise. */
  initialSeasonId?: number | null;
}

/**
 * The season picker and the active season's episodes (catalogue §2): choosing a season loads
 * its episodes unless they are cached; each card opens the episode's details page.
 */
export function SeasonEpisodes({ seasons, initialSeasonId = null }: SeasonEpisodesProps) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const activeId = chosenId ?? initialSeasonId ?? seasons[0]?.id ?? null;
  const episodes = useSeasonEpisodes(activeId, { keepPrevious: true });
  if (activeId === null) return null;

  const items = episodes.data ?? [];
  // The carousel (and so the picker in its header) stays mounted while seasons load; a newly
  // chosen season loads behind the previous one's dimmed cards.
  return (
    <div className={styles.episodes} aria-busy={episodes.isPlaceholderData || episodes.isPending}>
      <TitleCarousel
        title={t('details.episodes')}
        items={items}
        itemKey={(episode) => episode.id}
        headerExtra={<SeasonPicker seasons={seasons} activeId={activeId} onChoose={setChosenId} />}
        testId="season-episodes"
        renderItem={(episode) => <EpisodeCard episode={episode} />}
      />
      {episodes.isPending ? (
        <div className={styles.loading} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className={styles.card} />
          ))}
        </div>
      ) : episodes.isError ? (
        <p className={styles.message}>
          {t('details.episodesFailed')}
          <Button variant="secondary" onClick={() => void episodes.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p className={styles.message}>{t('details.noEpisodes')}</p>
      ) : null}
    </div>
  );
}

/** An episode's card, titled with its number, linking to its details page. */
function EpisodeCard({ episode }: { episode: VodItem }) {
  const { t } = useTranslation();
  const title =
    episode.episode_number !== null
      ? t('details.episodeCardTitle', { number: episode.episode_number, title: episode.title })
      : episode.title;
  return (
    <TitleCard
      item={{ ...episode, title }}
      href={to.episode(episode.id)}
      state={{ item: episode }}
      toRent={!episode.subscribed}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { Season, VodItem } from '@marquee/contract';
import { paths, to } from '@/shared/config/routes';
import { useTvShow } from '@/entities/title';
import { useTrackView } from '../hooks/use-track-view';
import { DetailsBreadcrumbs, type Crumb } from './details-breadcrumbs';
import { DetailsHero } from './details-hero';
import { SeasonEpisodes } from './season-episodes';
import { TitleActions } from './title-actions';
import { TitleFacts } from './title-facts';
import { TitleTags } from './title-tags';
import styles from './details-text.module.css';

interface EpisodeDetailsProps {
  item: VodItem;
  pinEntered: boolean;
}

/**
 * An episode's details (catalogue §2): season name, year, genres and rating code, the heading
 * "Episode {number}" with the title, the synopsis, Play, Trailer, Rate and Rent, then the
 * Seasons popover with the season's episodes.
 */
export function EpisodeDetails({ item, pinEntered }: EpisodeDetailsProps) {
  const { t } = useTranslation();
  const show = useTvShow(item.multi_event_vod_id).data;
  useTrackView('single_episode_view', item);
  const heading =
    item.episode_number !== null
      ? t('details.episodeHeading', { number: item.episode_number })
      : null;
  const crumbs: Crumb[] = [{ label: t('nav.tvShows'), to: paths.tvShows }];
  if (show) crumbs.push({ label: show.title, to: to.tvShow(show.id) });
  crumbs.push({ label: heading ?? item.title });

  return (
    <>
      <DetailsHero item={item} censoredCover="hide">
        <DetailsBreadcrumbs crumbs={crumbs} />
        {show ? <p className={styles.eyebrow}>{show.title}</p> : null}
        <h1 className={styles.title}>
          {heading ?? item.title}
          {heading ? <span className={styles.subtitle}>{item.title}</span> : null}
        </h1>
        <TitleFacts item={item} seasonName={item.multi_event_vod_season?.name} />
        <TitleTags genres={item.genres} showTypes={item.show_types} />
        <TitleActions item={item} pinEntered={pinEntered} />
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
      </DetailsHero>
      <SeasonEpisodes
        seasons={show?.seasons ?? ownSeason(item)}
        initialSeasonId={item.multi_event_vod_season_id}
      />
    </>
  );
}

/** Until the show's seasons load, the episode's own season stands alone in the picker. */
function ownSeason(item: VodItem): Season[] {
  const season = item.multi_event_vod_season;
  return season ? [{ id: season.id, name: season.name, number: 0 }] : [];
}

import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import { AdBanner } from '@/entities/ad/ui/ad-banner';
import { useArtworkCensored } from '@/entities/title-card';
import { paths } from '@/shared/config/routes';
import { useTrackView } from '../hooks/use-track-view';
import { DetailsBreadcrumbs } from './details-breadcrumbs';
import { DetailsHero } from './details-hero';
import { GalleryCarousel } from './gallery-carousel';
import { SimilarMovies } from './similar-movies';
import { TitleActions } from './title-actions';
import { TitleCredits } from './title-credits';
import { TitleFacts } from './title-facts';
import { TitleTags } from './title-tags';
import styles from './details-text.module.css';

interface MovieDetailsProps {
  item: VodItem;
  pinEntered: boolean;
}

/**
 * A film's details (catalogue §2): breadcrumbs, cover, facts, genres and show types, Play,
 * Trailer, Rate and Rent, synopsis and cast; then the gallery, similar films and the banner.
 */
export function MovieDetails({ item, pinEntered }: MovieDetailsProps) {
  const { t } = useTranslation();
  const censored = useArtworkCensored(item);
  useTrackView('single_movie_view', item);
  return (
    <>
      <DetailsHero item={item} censoredCover="hide">
        <DetailsBreadcrumbs
          crumbs={[{ label: t('nav.movies'), to: paths.movies }, { label: item.title }]}
        />
        <h1 className={styles.title}>{item.title}</h1>
        <TitleFacts item={item} />
        <TitleTags genres={item.genres} showTypes={item.show_types} />
        <TitleActions item={item} pinEntered={pinEntered} />
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
        <TitleCredits cast={item.actors} />
      </DetailsHero>
      {censored ? null : <GalleryCarousel title={item.title} gallery={item.gallery} />}
      <SimilarMovies movieId={item.id} />
      <AdBanner position="movie_details_box" />
    </>
  );
}

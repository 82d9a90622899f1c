import { useTranslation } from 'react-i18next';
import type { TvShow } from '@marquee/contract';
import { AdBanner } from '@/entities/ad/ui/ad-banner';
import { useArtworkCensored } from '@/entities/title-card';
import { paths } from '@/shared/config/routes';
import { DetailsBreadcrumbs } from './details-breadcrumbs';
import { DetailsHero } from './details-hero';
import { GalleryCarousel } from './gallery-carousel';
import { SeasonEpisodes } from './season-episodes';
import { TitleActions } from './title-actions';
import { TitleCredits } from './title-credits';
import { TitleFacts } from './title-facts';
import { TitleTags } from './title-tags';
import styles from './details-text.module.css';

interface TvShowDetailsProps {
  item: TvShow;
  pinEntered: boolean;
}

/**
 * A TV show's details (catalogue §2): the cover (blurred when censored), facts, genres and
 * show types, Rate and Trailer, synopsis, cast and creators; then the gallery, the season
 * picker with the active season's episodes, and the banner.
 */
export function TvShowDetails({ item, pinEntered }: TvShowDetailsProps) {
  const { t } = useTranslation();
  const censored = useArtworkCensored(item);
  return (
    <>
      <DetailsHero item={item} censoredCover="blur">
        <DetailsBreadcrumbs
          crumbs={[{ label: t('nav.tvShows'), to: paths.tvShows }, { label: item.title }]}
        />
        <h1 className={styles.title}>{item.title}</h1>
        <TitleFacts item={item} />
        <TitleTags genres={item.genres} showTypes={item.show_types} />
        <TitleActions item={item} pinEntered={pinEntered} />
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
        <TitleCredits cast={item.actors} creators={item.writers} />
      </DetailsHero>
      {censored ? null : <GalleryCarousel title={item.title} gallery={item.gallery} />}
      <SeasonEpisodes seasons={item.seasons} />
      <AdBanner position="tv_show_details_box" />
    </>
  );
}

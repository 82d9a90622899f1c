import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cover, GalleryImage } from '@marquee/contract';
import { useArtworkCensored } from '@/entities/title-card';
import { backdropOf, posterOf } from '@/shared/lib/images';
import { Icon } from '@/shared/ui/icon';
import styles from './details-hero.module.css';

/** The artwork fields films, episodes and shows share. */
export interface TitleArt {
  title: string;
  cover: Cover;
  covers: Cover[];
  gallery: GalleryImage[];
  screenshot_url: string | null;
  censorship_allowed: boolean;
}

interface DetailsHeroProps {
  item: TitleArt;
  /**
   * What a censored title's cover does when the censorship setting is on: the show page blurs
   * it (catalogue §2), other pages hide it as cards do.
   */
  censoredCover: 'blur' | 'hide';
  children: ReactNode;
}

/** The top of a details page: the wide backdrop, the cover and the title's text beside it. */
export function DetailsHero({ item, censoredCover, children }: DetailsHeroProps) {
  const censored = useArtworkCensored(item);
  const backdrop = censored ? null : backdropOf(item);
  return (
    <>
      <div className={styles.backdrop}>
        {backdrop ? <img src={backdrop} alt="" fetchPriority="high" /> : null}
      </div>
      <div className={styles.layout}>
        <DetailsCover item={item} censored={censored} censoredCover={censoredCover} />
        <div className={styles.info}>{children}</div>
      </div>
    </>
  );
}

interface DetailsCoverProps {
  item: TitleArt;
  censored: boolean;
  censoredCover: 'blur' | 'hide';
}

function DetailsCover({ item, censored, censoredCover }: DetailsCoverProps) {
  const { t } = useTranslation();
  const poster = posterOf(item);
  if (censored && censoredCover === 'hide') {
    return (
      <div className={styles.poster} data-testid="details-cover">
        <span className={styles.posterPlaceholder} data-censored>
          {t('catalogue.censored')}
        </span>
      </div>
    );
  }
  const blurred = censored && censoredCover === 'blur';
  return (
    <div
      className={styles.poster}
      data-art={blurred ? 'blurred' : undefined}
      data-testid="details-cover"
    >
      {poster ? (
        <img src={poster} alt="" />
      ) : (
        <span className={styles.posterPlaceholder}>{item.title}</span>
      )}
      {blurred ? (
        <span className={styles.posterNote}>
          <Icon name="lock" size={16} />
          {t('catalogue.censored')}
        </span>
      ) : null}
    </div>
  );
}

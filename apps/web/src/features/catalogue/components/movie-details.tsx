import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import { paths } from '@/shared/config/routes';
import { backdropOf, posterOf } from '@/shared/lib/images';
import { playTarget } from '@/shared/lib/play-navigation';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { castNames } from '../lib/movie-facts';
import { MovieFacts } from './movie-facts';
import styles from './movie-details.module.css';

interface MovieDetailsProps {
  item: VodItem;
}

/** A film's details: backdrop, poster, facts, genres, Play, synopsis and cast. */
export function MovieDetails({ item }: MovieDetailsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const backdrop = backdropOf(item);
  const poster = posterOf(item);
  const cast = castNames(item);

  const play = () => {
    const target = playTarget(item, pathname, pathname);
    void navigate(target.to, { state: target.state });
  };

  return (
    <article className={styles.page}>
      <div className={styles.backdrop}>
        {backdrop ? <img src={backdrop} alt="" fetchPriority="high" /> : null}
      </div>
      <div className={styles.layout}>
        <div className={styles.poster}>
          {poster ? <img src={poster} alt="" /> : <span>{item.title}</span>}
        </div>
        <div className={styles.info}>
          <nav aria-label={t('movie.breadcrumbs')}>
            <ol className={styles.breadcrumbs}>
              <li>
                <Link to={paths.home}>{t('nav.home')}</Link>
              </li>
              <li>{t('nav.movies')}</li>
              <li aria-current="page">{item.title}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{item.title}</h1>
          <MovieFacts item={item} />
          {item.genres.length > 0 ? (
            <ul className={styles.genres} aria-label={t('movie.genres')}>
              {item.genres.map((genre) => (
                <li key={genre.id} className={styles.genre}>
                  {genre.name}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.actions}>
            <Button onClick={play} className={styles.play}>
              <Icon name="play" size={22} />
              {t('movie.play')}
            </Button>
          </div>
          {item.description ? <p className={styles.description}>{item.description}</p> : null}
          {cast.length > 0 ? (
            <p className={styles.cast}>
              <span className={styles.castLabel}>{t('movie.cast')}</span>
              {cast.join(', ')}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

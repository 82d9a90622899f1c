import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import { paths, to } from '@/shared/config/routes';
import { backdropOf } from '@/shared/lib/images';
import { playTarget } from '@/shared/lib/play-navigation';
import { Button } from '@/shared/ui/button';
import { buttonClassName } from '@/shared/ui/button-class';
import { Icon } from '@/shared/ui/icon';
import { cardGenres } from '@/shared/catalogue/card-genres';
import styles from './home-hero.module.css';

interface HomeHeroProps {
  item: VodItem;
}

/** The featured film across the top of home: backdrop, title, synopsis, Play and More info. */
export function HomeHero({ item }: HomeHeroProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const backdrop = backdropOf(item);
  const meta = [item.year, ...cardGenres(item.genres).map((genre) => genre.name)]
    .filter(Boolean)
    .join(' · ');

  const play = () => {
    const target = playTarget(item, paths.home, to.movie(item.id));
    void navigate(target.to, { state: target.state });
  };

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      {backdrop ? (
        <img className={styles.backdrop} src={backdrop} alt="" fetchPriority="high" />
      ) : null}
      <div className={styles.shade} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('home.featured')}</p>
        <h1 id="home-hero-title" className={styles.title}>
          {item.title}
        </h1>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
        <div className={styles.actions}>
          <Button variant="light" onClick={play}>
            <Icon name="play" size={22} />
            {t('movie.play')}
          </Button>
          <Link to={to.movie(item.id)} className={buttonClassName('secondary')}>
            <Icon name="info" size={22} />
            {t('home.moreInfo')}
          </Link>
        </div>
      </div>
    </section>
  );
}

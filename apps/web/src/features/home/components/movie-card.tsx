import { Link } from 'react-router';
import type { VodItem } from '@marquee/contract';
import { to } from '@/shared/config/routes';
import { posterOf } from '@/shared/lib/images';
import { cardGenres } from '../lib/card-genres';
import styles from './movie-card.module.css';

interface MovieCardProps {
  item: VodItem;
}

/** A film's poster card: poster, title, year and up to 5 genres; opens the details page. */
export function MovieCard({ item }: MovieCardProps) {
  const poster = posterOf(item);
  const genres = cardGenres(item.genres);
  return (
    <Link to={to.movie(item.id)} className={styles.card}>
      <div className={styles.poster}>
        {poster ? (
          <img className={styles.image} src={poster} alt="" loading="lazy" decoding="async" />
        ) : (
          <div className={styles.placeholder}>{item.title}</div>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{item.title}</h3>
        <p className={styles.meta}>
          {item.year ? <span>{item.year}</span> : null}
          {genres.map((genre, index) => (
            <span key={genre.id} className={index > 0 || item.year ? styles.dot : undefined}>
              {genre.name}
            </span>
          ))}
        </p>
      </div>
    </Link>
  );
}

import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type NotFoundState } from '@/shared/config/routes';
import { Skeleton } from '@/shared/ui/skeleton';
import { useMovie } from '../api/get-movie';
import { MovieDetails } from './movie-details';
import styles from './movie-details.module.css';

interface MovieDetailsPageProps {
  id: number;
}

const notFound: NotFoundState = { fromErrorPage: true };

/** Loads a film and shows it; a film that cannot be found goes to /404. */
export function MovieDetailsPage({ id }: MovieDetailsPageProps) {
  const { t } = useTranslation();
  const movie = useMovie(id);
  const validId = Number.isInteger(id) && id > 0;

  if (validId && movie.isPending) {
    return (
      <div className={styles.layout} role="status" aria-label={t('common.loading')}>
        <Skeleton className={styles.poster} />
        <div className={styles.info}>
          <Skeleton className={styles.loadingTitle} />
          <Skeleton className={styles.loadingLine} />
          <Skeleton className={styles.loadingText} />
        </div>
      </div>
    );
  }
  if (!validId || !movie.data) return <Navigate to={paths.notFound} replace state={notFound} />;
  return <MovieDetails key={movie.data.id} item={movie.data} />;
}

import { useTranslation } from 'react-i18next';
import { cardLink } from '@/entities/title-card';
import { TitleCard } from '@/entities/title-card/ui/title-card';
import { TitleCarousel } from '@/entities/title-card/ui/title-carousel';
import { paths } from '@/shared/config/routes';
import { useSimilarMovies } from '../api/get-similar-movies';

/** The similar-films carousel of a film page; nothing shows when there are none. */
export function SimilarMovies({ movieId }: { movieId: number }) {
  const { t } = useTranslation();
  const similar = useSimilarMovies(movieId);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <TitleCarousel
      title={t('details.similarMovies')}
      items={similar.data}
      itemKey={(movie) => movie.id}
      testId="similar-movies"
      renderItem={(movie) => (
        <TitleCard item={movie} href={cardLink(movie, paths.movies)} state={{ item: movie }} />
      )}
    />
  );
}

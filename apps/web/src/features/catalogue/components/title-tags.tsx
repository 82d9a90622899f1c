import { useTranslation } from 'react-i18next';
import type { Named } from '@marquee/contract';
import styles from './details-text.module.css';

interface TitleTagsProps {
  genres: readonly Named[];
  showTypes: readonly Named[];
}

/** A title's genres and show types as two labelled rows of chips. */
export function TitleTags({ genres, showTypes }: TitleTagsProps) {
  const { t } = useTranslation();
  return (
    <>
      {genres.length > 0 ? (
        <ul className={styles.tags} aria-label={t('movie.genres')}>
          {genres.map((genre) => (
            <li key={genre.id} className={styles.tag}>
              {genre.name}
            </li>
          ))}
        </ul>
      ) : null}
      {showTypes.length > 0 ? (
        <ul className={styles.tags} aria-label={t('details.showTypes')}>
          {showTypes.map((showType) => (
            <li key={showType.id} className={styles.tag} data-kind="showType">
              {showType.name}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { creditNames } from '../lib/title-facts';
import styles from './details-text.module.css';

interface TitleCreditsProps {
  cast: readonly { name: string }[];
  /** A show's creators (its writers). */
  creators?: readonly { name: string }[];
}

/** The cast and, for shows, the creators. */
export function TitleCredits({ cast, creators = [] }: TitleCreditsProps) {
  const { t } = useTranslation();
  const castLine = creditNames(cast);
  const creatorLine = creditNames(creators);
  if (castLine.length === 0 && creatorLine.length === 0) return null;
  return (
    <dl className={styles.credits}>
      {castLine.length > 0 ? (
        <div>
          <dt>{t('movie.cast')}</dt>
          <dd>{castLine.join(', ')}</dd>
        </div>
      ) : null}
      {creatorLine.length > 0 ? (
        <div>
          <dt>{t('details.creators')}</dt>
          <dd>{creatorLine.join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { buttonClassName } from '@/shared/ui/button-class';
import { Icon } from '@/shared/ui/icon';
import styles from './coming-soon-page.module.css';

/** What a placeholder route carries in its `handle`: the section's title key. */
export interface ComingSoonHandle {
  title:
    'nav.movies' | 'nav.tvShows' | 'nav.trending' | 'nav.liveTv' | 'nav.tvGuide' | 'nav.search';
}

const isHandle = (handle: unknown): handle is ComingSoonHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;

/** A section a later release brings: its name, a short note and the way home. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useMatches().findLast((match) => isHandle(match.handle))?.handle;
  const title = isHandle(handle) ? t(handle.title) : t('comingSoon.title');

  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <span className={styles.badge} aria-hidden="true">
        <Icon name="film" size={34} />
      </span>
      <p className={styles.eyebrow}>{t('comingSoon.title')}</p>
      <h1 id="coming-soon-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{t('comingSoon.message')}</p>
      <Link to={paths.home} className={buttonClassName('primary')}>
        {t('comingSoon.backHome')}
      </Link>
    </section>
  );
}

export { ComingSoonPage as Component };

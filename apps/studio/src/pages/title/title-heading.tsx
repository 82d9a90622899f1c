import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudioTitle } from '@marquee/contract';
import styles from './title.module.css';

/** Where the catalogue edits a title: a film's page or an episode's. */
export const titleEditorPath = (title: Pick<StudioTitle, 'id' | 'kind'>) =>
  title.kind === 'film' ? `/catalogue/films/${title.id}` : `/catalogue/episodes/${title.id}`;

/** A title's name as a heading (an episode's with its show and number). */
export function titleName(title: StudioTitle): string {
  if (title.kind === 'film' || title.show_title === null) return title.title;
  const code = `S${String(title.season ?? 0).padStart(2, '0')}E${String(title.episode ?? 0).padStart(2, '0')}`;
  return `${title.show_title} ${code} · ${title.title}`;
}

/** A title page's heading: what the page is, of which title, and the way back to its editor. */
export function TitleHeading({ title, page }: { title: StudioTitle; page: string }) {
  const { t } = useTranslation();
  return (
    <header className={styles.heading}>
      <Link className={styles.back} to={titleEditorPath(title)}>
        {t('titlePages.back', { title: titleName(title) })}
      </Link>
      <h1>
        {page}: {titleName(title)}
      </h1>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './site-pages.module.css';

/** The paragraphs of a page's text, split as the subscriber app splits them: at blank lines. */
export const paragraphsOf = (body: string) =>
  body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());

/** A page as the subscriber app shows it at /page/{slug}: its title, then its paragraphs. */
export function PagePreview({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.preview} aria-label={t('sitePages.preview')}>
      <p className={styles.previewLabel} aria-hidden="true">
        {t('sitePages.preview')}
      </p>
      <article className={styles.article}>
        <h3>{title}</h3>
        {paragraphsOf(body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </article>
    </section>
  );
}

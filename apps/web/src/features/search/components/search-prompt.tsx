import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { useOpenSearchBox } from '../hooks/use-search-box-open';
import { SEARCH_MIN_LENGTH } from '../lib/search-rules';
import styles from './search-page.module.css';

/** /search with no text, or too little to search: how to start, never an error. */
export function SearchPrompt() {
  const { t } = useTranslation();
  const openSearchBox = useOpenSearchBox();
  return (
    <section className={styles.notice} aria-labelledby="search-prompt-title">
      <span className={styles.noticeIcon} aria-hidden="true">
        <Icon name="search" size={36} />
      </span>
      <h1 id="search-prompt-title" className={styles.noticeTitle}>
        {t('search.promptTitle')}
      </h1>
      <p className={styles.noticeText}>{t('search.minLength', { min: SEARCH_MIN_LENGTH })}</p>
      <Button onClick={openSearchBox}>{t('search.startSearching')}</Button>
    </section>
  );
}

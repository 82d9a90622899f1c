import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import styles from './search-page.module.css';

interface SearchFailedProps {
  onRetry: () => void;
}

/** The search could not be answered: say so, and offer to try again. */
export function SearchFailed({ onRetry }: SearchFailedProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} role="alert">
      <span className={styles.noticeIcon} aria-hidden="true">
        <Icon name="info" size={36} />
      </span>
      <p className={styles.noticeText}>{t('search.failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        <Icon name="refresh" size={18} />
        {t('common.retry')}
      </Button>
    </section>
  );
}

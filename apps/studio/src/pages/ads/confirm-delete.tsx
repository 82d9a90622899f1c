import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import styles from './ads.module.css';

/** A "Delete" that asks first: a confirm in place of the button, or cancel. */
export function ConfirmDelete({
  id,
  name,
  deleting,
  onDelete,
}: {
  id: string;
  name: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const wasAsking = useRef(false);
  const startId = `delete-${id}`;
  const confirmId = `${startId}-confirm`;
  const questionId = `${startId}-question`;

  // The keyboard follows the question: to its confirm when asked, back to "Delete" on cancel.
  useEffect(() => {
    if (asking) document.getElementById(confirmId)?.focus();
    else if (wasAsking.current) document.getElementById(startId)?.focus();
    wasAsking.current = asking;
  }, [asking, confirmId, startId]);

  if (!asking) {
    return (
      <Button
        id={startId}
        type="button"
        look="danger"
        aria-label={t('ads.deleteNamed', { name })}
        onClick={() => setAsking(true)}
      >
        {t('ads.delete')}
      </Button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-labelledby={questionId}>
      <p id={questionId}>{t('ads.confirmDelete', { name })}</p>
      <Button id={confirmId} type="button" look="danger" disabled={deleting} onClick={onDelete}>
        {deleting ? t('ads.deleting') : t('ads.confirmDeleteButton')}
      </Button>
      <Button type="button" look="quiet" disabled={deleting} onClick={() => setAsking(false)}>
        {t('app.cancel')}
      </Button>
    </div>
  );
}

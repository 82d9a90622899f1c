import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import styles from './ads.module.css';

/** An ads row's "Edit" and "Delete" (after a confirmation), both named after the row. */
export function RowActions({
  id,
  name,
  deleting,
  onEdit,
  onDelete,
}: {
  /** The row's id, unique on the page (`banner-3`); the buttons' ids are derived from it. */
  id: string;
  name: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.rowActions}>
      <Button type="button" look="quiet" aria-label={t('ads.editNamed', { name })} onClick={onEdit}>
        {t('ads.edit')}
      </Button>
      <ConfirmInPlace
        id={`delete-${id}`}
        label={t('ads.delete')}
        accessibleLabel={t('ads.deleteNamed', { name })}
        question={t('ads.confirmDelete', { name })}
        confirmLabel={t('ads.confirmDeleteButton')}
        busyLabel={t('ads.deleting')}
        busy={deleting}
        stacked
        onConfirm={onDelete}
      />
    </div>
  );
}

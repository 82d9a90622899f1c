import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import styles from './ads.module.css';

/** An ads form: its title, the server's error as a whole, its fields, then Save and Cancel. */
export function AdForm({
  titleId,
  title,
  error,
  saving,
  onSubmit,
  onCancel,
  children,
}: {
  titleId: string;
  title: string;
  /** Why the last save failed, if it did. */
  error: unknown;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {error !== null && error !== undefined && (
        <div className={styles.wide}>
          <Alert tone="error">{errorText(error)}</Alert>
        </div>
      )}
      {children}
      <div className={styles.actions}>
        <Button disabled={saving}>{saving ? t('app.saving') : t('app.save')}</Button>
        <Button type="button" look="quiet" disabled={saving} onClick={onCancel}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}

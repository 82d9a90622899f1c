import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { CallFailed } from './call-failed';
import type { ListEditorState } from './use-list-editor';
import styles from './list-editor.module.css';

/**
 * A list edited in place: the last change's outcome, "New" (`newLabel`) for a role that may
 * add, the form of the row picked (`form`, given none for a new one), then the list's states:
 * loading, failed, empty (`empty` says so), or its rows as `children` draws them.
 */
export function ListEditor<Row>({
  list,
  editor,
  canAdd,
  newLabel,
  empty,
  form,
  children,
}: {
  list: UseQueryResult<Row[]>;
  editor: ListEditorState<Row>;
  canAdd: boolean;
  newLabel: string;
  empty: string;
  form: (row: Row | undefined) => ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {editor.outcome && <Alert tone={editor.outcome.tone}>{editor.outcome.text}</Alert>}
      {canAdd && !editor.editing && (
        <Button type="button" className={styles.start} onClick={editor.startNew}>
          {newLabel}
        </Button>
      )}
      {editor.editing && <Fragment key={editor.formKey}>{form(editor.editing.row)}</Fragment>}
      {list.isPending && <p role="status">{t('app.loading')}</p>}
      {list.isError && <CallFailed error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <p role="status">{empty}</p>}
      {list.data && list.data.length > 0 && children(list.data)}
    </>
  );
}

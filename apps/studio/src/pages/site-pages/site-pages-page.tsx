import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type StaticPage } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { useOperator } from '@/session/use-operator';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { DateTime } from '@/ui/date-time';
import { Table } from '@/ui/table';
import { PageEditor } from './page-editor';
import { sitePagesQuery, useSitePageChange } from './site-pages-queries';
import styles from './site-pages.module.css';

const TITLE_ID = 'site-pages-title';
type Editing = { kind: 'new' } | { kind: 'page'; page: StaticPage } | undefined;

/** The static pages (/page/{slug}): listed, added, edited with a preview, deleted. */
export function SitePagesPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const canEdit = operator.role === 'owner' || operator.role === 'editor';
  const list = useQuery(sitePagesQuery());
  const [editing, setEditing] = useState<Editing>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const errorText = useErrorText();
  const remove = useSitePageChange((slug: string) =>
    studioRequest(studioApi.deleteStudioPage, { params: { slug } }),
  );
  const done = (text: string) => {
    setEditing(undefined);
    setOutcome({ tone: 'success', text });
    document.getElementById(TITLE_ID)?.focus();
  };
  const removePage = (slug: string) =>
    remove
      .mutateAsync(slug)
      .then(() => {
        if (editing?.kind === 'page' && editing.page.slug === slug) setEditing(undefined);
        done(t('sitePages.deleted', { slug }));
        return true;
      })
      .catch((error: unknown) => {
        setOutcome({ tone: 'error', text: errorText(error) });
        return false;
      });

  return (
    <div className={styles.page}>
      <h1 id={TITLE_ID} tabIndex={-1}>
        {t('sitePages.title')}
      </h1>
      <p className={styles.muted}>{t('sitePages.intro')}</p>
      {!canEdit && <p>{t('sitePages.readOnly')}</p>}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {canEdit && !editing && (
        <Button type="button" className={styles.start} onClick={() => setEditing({ kind: 'new' })}>
          {t('sitePages.newPage')}
        </Button>
      )}
      {editing && (
        <PageEditor
          key={editing.kind === 'page' ? editing.page.slug : 'new'}
          page={editing.kind === 'page' ? editing.page : undefined}
          onSaved={done}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {list.isPending && <p role="status">{t('app.loading')}</p>}
      {list.isError && <CallFailed error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <p role="status">{t('sitePages.noPages')}</p>}
      {list.data && list.data.length > 0 && (
        <Table
          caption={t('sitePages.count', { count: list.data.length })}
          columns={
            <>
              <th scope="col">{t('sitePages.address')}</th>
              <th scope="col">{t('sitePages.pageTitle')}</th>
              <th scope="col">{t('sitePages.updated')}</th>
              {canEdit && <th scope="col">{t('sitePages.edit')}</th>}
            </>
          }
        >
          {list.data.map((page) => (
            <tr key={page.slug}>
              <th scope="row">/page/{page.slug}</th>
              <td>{page.title}</td>
              <td>
                <DateTime value={page.updated_at} />
              </td>
              {canEdit && (
                <td>
                  <div className={styles.actions}>
                    <Button
                      type="button"
                      look="quiet"
                      aria-label={t('sitePages.editLabel', { slug: page.slug })}
                      onClick={() => setEditing({ kind: 'page', page })}
                    >
                      {t('sitePages.edit')}
                    </Button>
                    <ConfirmInPlace
                      id={`delete-page-${page.slug}`}
                      label={t('sitePages.delete')}
                      accessibleLabel={t('sitePages.deleteLabel', { slug: page.slug })}
                      question={t('sitePages.deleteQuestion', { slug: page.slug })}
                      confirmLabel={t('sitePages.confirmDelete')}
                      busyLabel={t('sitePages.deleting')}
                      busy={remove.isPending}
                      onConfirm={() => removePage(page.slug)}
                    />
                  </div>
                </td>
              )}
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}

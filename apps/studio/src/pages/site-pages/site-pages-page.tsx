import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type StaticPage } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { useOperator } from '@/session/use-operator';
import { Button } from '@/ui/button';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { DateTime } from '@/ui/date-time';
import { ListEditor } from '@/ui/list-editor';
import { Table } from '@/ui/table';
import { useListEditor } from '@/ui/use-list-editor';
import { PageEditor } from './page-editor';
import { sitePagesQuery, useSitePageChange } from './site-pages-queries';
import styles from './site-pages.module.css';

const TITLE_ID = 'site-pages-title';

/** The static pages (/page/{slug}): listed, added, edited with a preview, deleted. */
export function SitePagesPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const canEdit = operator.role === 'owner' || operator.role === 'editor';
  const list = useQuery(sitePagesQuery());
  const editor = useListEditor((page: StaticPage) => page.slug, {
    onDone: () => document.getElementById(TITLE_ID)?.focus(),
  });
  const remove = useSitePageChange((slug: string) =>
    studioRequest(studioApi.deleteStudioPage, { params: { slug } }),
  );
  const removePage = (page: StaticPage) =>
    editor.change(
      remove.mutateAsync(page.slug).then(() => t('sitePages.deleted', { slug: page.slug })),
      page,
    );

  return (
    <div className={styles.page}>
      <h1 id={TITLE_ID} tabIndex={-1}>
        {t('sitePages.title')}
      </h1>
      <p className={styles.muted}>{t('sitePages.intro')}</p>
      {!canEdit && <p>{t('sitePages.readOnly')}</p>}
      <ListEditor
        list={list}
        editor={editor}
        canAdd={canEdit}
        newLabel={t('sitePages.newPage')}
        empty={t('sitePages.noPages')}
        form={(page) => <PageEditor page={page} onSaved={editor.saved} onCancel={editor.cancel} />}
      >
        {(pages) => (
          <Table
            caption={t('sitePages.count', { count: pages.length })}
            columns={
              <>
                <th scope="col">{t('sitePages.address')}</th>
                <th scope="col">{t('sitePages.pageTitle')}</th>
                <th scope="col">{t('sitePages.updated')}</th>
                {canEdit && <th scope="col">{t('sitePages.edit')}</th>}
              </>
            }
          >
            {pages.map((page) => (
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
                        onClick={() => editor.edit(page)}
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
                        onConfirm={() => removePage(page)}
                      />
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </Table>
        )}
      </ListEditor>
    </div>
  );
}

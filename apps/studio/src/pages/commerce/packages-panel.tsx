import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type StudioPackage } from '@marquee/contract';
import { studioAnswer } from '@/api/studio-api';
import { serverText } from '@/api/error-text';
import { Button } from '@/ui/button';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { ListEditor } from '@/ui/list-editor';
import { Table, numberColumn } from '@/ui/table';
import { useListEditor } from '@/ui/use-list-editor';
import { packagesQuery, useCommerceChange } from './commerce-queries';
import { useMoney } from './money';
import { PackageForm } from './package-form';
import styles from './commerce.module.css';

/** The subscription packages: added, changed, retired and offered again; never deleted. */
export function PackagesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(packagesQuery());
  const editor = useListEditor((pack: StudioPackage) => pack.id);
  const retirement = useCommerceChange(({ id, retire }: { id: number; retire: boolean }) =>
    studioAnswer(retire ? studioApi.retirePackage : studioApi.restorePackage, { params: { id } }),
  );
  const setRetired = (id: number, retire: boolean) =>
    editor.change(
      retirement
        .mutateAsync({ id, retire })
        .then((answer) => serverText(answer.notice, answer.message ?? '')),
    );

  return (
    <section className={styles.section} aria-label={t('commerce.packagesTab')}>
      <ListEditor
        list={list}
        editor={editor}
        canAdd={canEdit}
        newLabel={t('commerce.newPackage')}
        empty={t('commerce.noPackages')}
        form={(pack) => <PackageForm pack={pack} onSaved={editor.saved} onCancel={editor.cancel} />}
      >
        {(packages) => (
          <Table
            caption={t('commerce.packagesCaption', { count: packages.length })}
            columns={
              <>
                <th scope="col">{t('commerce.name')}</th>
                <th scope="col" className={numberColumn}>
                  {t('commerce.price')}
                </th>
                <th scope="col">{t('commerce.period')}</th>
                <th scope="col" className={numberColumn}>
                  {t('commerce.subscriptions')}
                </th>
                <th scope="col">{t('commerce.state')}</th>
                {canEdit && <th scope="col">{t('commerce.edit')}</th>}
              </>
            }
          >
            {packages.map((pack) => (
              <tr key={pack.id}>
                <th scope="row">
                  {pack.name}
                  {pack.description && <span className={styles.detail}>{pack.description}</span>}
                </th>
                <td className={numberColumn}>{money(pack.price, pack.currency_code)}</td>
                <td>{t('commerce.days', { count: pack.period_days })}</td>
                <td className={numberColumn}>{pack.subscriptions}</td>
                <td>{pack.retired_at ? t('commerce.retired') : t('commerce.offered')}</td>
                {canEdit && (
                  <td>
                    <div className={styles.actions}>
                      <Button
                        type="button"
                        look="quiet"
                        aria-label={t('commerce.editLabel', { name: pack.name })}
                        onClick={() => editor.edit(pack)}
                      >
                        {t('commerce.edit')}
                      </Button>
                      {pack.retired_at ? (
                        <Button
                          type="button"
                          look="quiet"
                          aria-label={t('commerce.restoreLabel', { name: pack.name })}
                          disabled={retirement.isPending}
                          onClick={() => void setRetired(pack.id, false)}
                        >
                          {t('commerce.restore')}
                        </Button>
                      ) : (
                        <ConfirmInPlace
                          id={`retire-package-${pack.id}`}
                          label={t('commerce.retire')}
                          accessibleLabel={t('commerce.retireLabel', { name: pack.name })}
                          question={t('commerce.retireQuestion', { name: pack.name })}
                          confirmLabel={t('commerce.confirmRetire')}
                          busyLabel={t('commerce.retiring')}
                          busy={retirement.isPending}
                          stacked
                          onConfirm={() => setRetired(pack.id, true)}
                        />
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </Table>
        )}
      </ListEditor>
    </section>
  );
}

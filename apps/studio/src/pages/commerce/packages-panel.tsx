import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type StudioPackage } from '@marquee/contract';
import { studioAnswer } from '@/api/studio-api';
import { serverText, useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { Table, numberColumn } from '@/ui/table';
import { packagesQuery, useCommerceChange } from './commerce-queries';
import { useMoney } from './money';
import { PackageForm } from './package-form';
import styles from './commerce.module.css';

type Editing = { kind: 'new' } | { kind: 'package'; pack: StudioPackage } | undefined;

/** The subscription packages: added, changed, retired and offered again; never deleted. */
export function PackagesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const list = useQuery(packagesQuery());
  const [editing, setEditing] = useState<Editing>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const retirement = useCommerceChange(({ id, retire }: { id: number; retire: boolean }) =>
    studioAnswer(retire ? studioApi.retirePackage : studioApi.restorePackage, { params: { id } }),
  );
  const setRetired = (id: number, retire: boolean) =>
    retirement
      .mutateAsync({ id, retire })
      .then((answer) => {
        setOutcome({ tone: 'success', text: serverText(answer.notice, answer.message ?? '') });
        return true;
      })
      .catch((error: unknown) => {
        setOutcome({ tone: 'error', text: errorText(error) });
        return false;
      });
  const saved = (text: string) => {
    setEditing(undefined);
    setOutcome({ tone: 'success', text });
  };

  return (
    <section className={styles.section} aria-label={t('commerce.packagesTab')}>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {canEdit && !editing && (
        <Button type="button" className={styles.start} onClick={() => setEditing({ kind: 'new' })}>
          {t('commerce.newPackage')}
        </Button>
      )}
      {editing && (
        <PackageForm
          key={editing.kind === 'package' ? editing.pack.id : 'new'}
          pack={editing.kind === 'package' ? editing.pack : undefined}
          onSaved={saved}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {list.isPending && <p role="status">{t('app.loading')}</p>}
      {list.isError && <CallFailed error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <p role="status">{t('commerce.noPackages')}</p>}
      {list.data && list.data.length > 0 && (
        <Table
          caption={t('commerce.packagesCaption', { count: list.data.length })}
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
          {list.data.map((pack) => (
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
                      onClick={() => setEditing({ kind: 'package', pack })}
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
    </section>
  );
}

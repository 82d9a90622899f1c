import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StudioVideoCampaign } from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { campaignsQuery } from './ads-queries';
import { CampaignForm } from './campaign-form';
import { CampaignsTable } from './campaigns-table';
import { useDeleteCampaign, useSaveCampaign } from './save-campaign';
import styles from './ads.module.css';

/** The video campaigns; editors make, change and delete them. */
export function CampaignsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useQuery(campaignsQuery());
  const [editing, setEditing] = useState<StudioVideoCampaign | 'new'>();
  const [done, setDone] = useState<string>();
  const save = useSaveCampaign();
  const remove = useDeleteCampaign();
  const open = (campaign: StudioVideoCampaign | 'new') => {
    save.reset();
    setDone(undefined);
    setEditing(campaign);
  };

  return (
    <section className={styles.page} aria-labelledby="campaigns-title">
      <h2 id="campaigns-title">{t('ads.campaignsTitle')}</h2>
      {canEdit && editing === undefined && (
        <div className={styles.toolbar}>
          <Button type="button" onClick={() => open('new')}>
            {t('ads.newCampaign')}
          </Button>
        </div>
      )}
      {done && <Alert tone="success">{done}</Alert>}
      {remove.isError && <Alert tone="error">{errorText(remove.error)}</Alert>}
      {canEdit && editing !== undefined && (
        <CampaignForm
          key={editing === 'new' ? 'new' : editing.id}
          campaign={editing === 'new' ? undefined : editing}
          saving={save.isPending}
          error={save.error}
          onCancel={() => setEditing(undefined)}
          onSave={(body) =>
            save.mutate(
              { id: editing === 'new' ? undefined : editing.id, body },
              {
                onSuccess: (answer) => {
                  setEditing(undefined);
                  setDone(serverText(answer.notice, answer.message ?? t('ads.saved')));
                },
              },
            )
          }
        />
      )}
      {list.isPending && <p role="status">{t('app.loading')}</p>}
      {list.isError && <CallFailed error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && list.data.length === 0 && <p role="status">{t('ads.noCampaigns')}</p>}
      {list.isSuccess && list.data.length > 0 && (
        <CampaignsTable
          campaigns={list.data}
          canEdit={canEdit}
          deleting={remove.isPending ? remove.variables : undefined}
          onEdit={open}
          onDelete={(campaign) =>
            remove.mutate(campaign.id, {
              onSuccess: () => setDone(t('ads.campaignDeleted', { name: campaign.name })),
            })
          }
        />
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StudioVideoCampaign, VideoCampaignBody } from '@marquee/contract';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { campaignsQuery } from './ads-queries';
import { CampaignForm } from './campaign-form';
import { CampaignsTable } from './campaigns-table';
import { useDeleteCampaign, useSaveCampaign } from './save-campaign';
import { useAdsEditing } from './use-ads-editing';
import styles from './ads.module.css';

/** The video campaigns; editors make, change and delete them. */
export function CampaignsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useQuery(campaignsQuery());
  const save = useSaveCampaign();
  const remove = useDeleteCampaign();
  const ads = useAdsEditing<StudioVideoCampaign, VideoCampaignBody>(save, remove);

  return (
    <section className={styles.page} aria-labelledby="campaigns-title">
      <h2 id="campaigns-title">{t('ads.campaignsTitle')}</h2>
      {canEdit && ads.editing === undefined && (
        <div className={styles.toolbar}>
          <Button type="button" onClick={() => ads.open('new')}>
            {t('ads.newCampaign')}
          </Button>
        </div>
      )}
      {ads.done && <Alert tone="success">{ads.done}</Alert>}
      {remove.isError && <Alert tone="error">{errorText(remove.error)}</Alert>}
      {canEdit && ads.editing !== undefined && (
        <CampaignForm
          key={ads.formKey}
          campaign={ads.edited}
          saving={save.isPending}
          error={save.error}
          onCancel={ads.close}
          onSave={ads.saveBody}
        />
      )}
      {list.isPending && <p role="status">{t('app.loading')}</p>}
      {list.isError && <CallFailed error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && list.data.length === 0 && <p role="status">{t('ads.noCampaigns')}</p>}
      {list.isSuccess && list.data.length > 0 && (
        <CampaignsTable
          campaigns={list.data}
          canEdit={canEdit}
          deleting={ads.deleting}
          onEdit={ads.open}
          onDelete={(campaign) =>
            ads.deleteItem(campaign, t('ads.campaignDeleted', { name: campaign.name }))
          }
        />
      )}
    </section>
  );
}

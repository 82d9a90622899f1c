import { useTranslation } from 'react-i18next';
import { PlayRule, type StudioVideoCampaign } from '@marquee/contract';
import { Button } from '@/ui/button';
import { Table, numberColumn } from '@/ui/table';
import { playRuleName } from './campaign-fields';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import styles from './ads.module.css';

/** Video campaigns with when and where they play; editors get "Edit" and "Delete" on each. */
export function CampaignsTable({
  campaigns,
  canEdit,
  deleting,
  onEdit,
  onDelete,
}: {
  campaigns: StudioVideoCampaign[];
  canEdit: boolean;
  deleting: number | undefined;
  onEdit: (campaign: StudioVideoCampaign) => void;
  onDelete: (campaign: StudioVideoCampaign) => void;
}) {
  const { t } = useTranslation();
  const reach = (campaign: StudioVideoCampaign) =>
    campaign.all_titles
      ? t('ads.allTitles')
      : [
          campaign.vod_ids.length > 0 && t('ads.vodCount', { count: campaign.vod_ids.length }),
          campaign.show_ids.length > 0 && t('ads.showCount', { count: campaign.show_ids.length }),
        ]
          .filter(Boolean)
          .join(', ');
  return (
    <Table
      caption={t('ads.campaignCount', { count: campaigns.length })}
      columns={
        <>
          <th scope="col">{t('ads.campaignName')}</th>
          <th scope="col">{t('ads.playRule')}</th>
          <th scope="col" className={numberColumn}>
            {t('ads.displayDuration')}
          </th>
          <th scope="col">{t('ads.reach')}</th>
          <th scope="col">{t('ads.state')}</th>
          {canEdit && <th scope="col">{t('ads.actions')}</th>}
        </>
      }
    >
      {campaigns.map((campaign) => (
        <tr key={campaign.id}>
          <td>
            {campaign.name}
            <br />
            <small>{campaign.video_url}</small>
          </td>
          <td>
            {t(`ads.playRules.${playRuleName[campaign.play_rules]}`)}
            {campaign.play_rules === PlayRule.middle &&
              ` (${t('ads.atSecond', { second: campaign.mid_roll_time })})`}
          </td>
          <td className={numberColumn}>{campaign.display_duration}</td>
          <td>{reach(campaign)}</td>
          <td>{campaign.active ? t('ads.active') : t('ads.inactive')}</td>
          {canEdit && (
            <td>
              <div className={styles.rowActions}>
                <Button
                  type="button"
                  look="quiet"
                  aria-label={t('ads.editNamed', { name: campaign.name })}
                  onClick={() => onEdit(campaign)}
                >
                  {t('ads.edit')}
                </Button>
                <ConfirmInPlace
                  id={`delete-campaign-${campaign.id}`}
                  label={t('ads.delete')}
                  accessibleLabel={t('ads.deleteNamed', { name: campaign.name })}
                  question={t('ads.confirmDelete', { name: campaign.name })}
                  confirmLabel={t('ads.confirmDeleteButton')}
                  busyLabel={t('ads.deleting')}
                  busy={deleting === campaign.id}
                  stacked
                  onConfirm={() => onDelete(campaign)}
                />
              </div>
            </td>
          )}
        </tr>
      ))}
    </Table>
  );
}

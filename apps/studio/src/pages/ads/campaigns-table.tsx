import { useTranslation } from 'react-i18next';
import { PlayRule, type StudioVideoCampaign } from '@marquee/contract';
import { Table, numberColumn } from '@/ui/table';
import { playRuleName } from './campaign-fields';
import { RowActions } from './row-actions';

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
              <RowActions
                id={`campaign-${campaign.id}`}
                name={campaign.name}
                deleting={deleting === campaign.id}
                onEdit={() => onEdit(campaign)}
                onDelete={() => onDelete(campaign)}
              />
            </td>
          )}
        </tr>
      ))}
    </Table>
  );
}

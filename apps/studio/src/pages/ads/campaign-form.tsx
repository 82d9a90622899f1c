import { useTranslation } from 'react-i18next';
import {
  PlayRule,
  videoCampaignBodySchema,
  type StudioVideoCampaign,
  type VideoCampaignBody,
} from '@marquee/contract';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TitlePicker } from '@/ui/title-picker';
import { AdCheck } from './ad-check';
import { AdForm } from './ad-form';
import { adsKeys, searchTitles } from './ads-queries';
import { campaignBodyOf, campaignFieldsOf } from './campaign-fields';
import { useAdForm } from './use-ad-form';
import styles from './ads.module.css';

const searchFilms = searchTitles('films');
const searchShows = searchTitles('shows');

/** A video campaign's fields, checked by the contract's rules before and the server's after. */
export function CampaignForm({
  campaign,
  saving,
  error,
  onSave,
  onCancel,
}: {
  campaign?: StudioVideoCampaign;
  saving: boolean;
  error: unknown;
  onSave: (body: VideoCampaignBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { fields, field, check, pick, submit, formError } = useAdForm({
    initial: () => campaignFieldsOf(campaign),
    bodyOf: campaignBodyOf,
    schema: videoCampaignBodySchema,
    error,
    onSave,
  });
  const midRoll = fields.play_rules === String(PlayRule.middle);

  return (
    <AdForm
      titleId="campaign-form-title"
      title={campaign ? t('ads.editCampaign') : t('ads.newCampaign')}
      error={formError}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField label={t('ads.campaignName')} maxLength={200} {...field('name')} />
      <SelectField label={t('ads.playRule')} {...field('play_rules')}>
        {Object.entries(PlayRule).map(([name, rule]) => (
          <option key={rule} value={rule}>
            {t(`ads.playRules.${name as keyof typeof PlayRule}`)}
          </option>
        ))}
      </SelectField>
      {midRoll && (
        <TextField
          label={t('ads.midRollTime')}
          hint={t('ads.secondsHint')}
          type="number"
          min={0}
          step={1}
          {...field('mid_roll_time')}
        />
      )}
      <TextField
        label={t('ads.displayDuration')}
        hint={t('ads.displayDurationHint')}
        type="number"
        min={0}
        step={1}
        {...field('display_duration')}
      />
      <TextField
        className={styles.wide}
        label={t('ads.videoUrl')}
        hint={t('ads.videoUrlHint')}
        {...field('video_url')}
      />
      <AdCheck label={t('ads.allTitles')} wide {...check('all_titles')} />
      {!fields.all_titles && (
        <>
          <TitlePicker
            className={styles.wide}
            label={t('ads.vodTargets')}
            hint={t('ads.vodTargetsHint')}
            search={searchFilms}
            searchKey={adsKeys.titleSearch('films')}
            {...pick('vod_ids')}
          />
          <TitlePicker
            className={styles.wide}
            label={t('ads.showTargets')}
            hint={t('ads.showTargetsHint')}
            search={searchShows}
            searchKey={adsKeys.titleSearch('shows')}
            {...pick('show_ids')}
          />
        </>
      )}
      <AdCheck label={t('ads.activeLabel')} {...check('active')} />
    </AdForm>
  );
}

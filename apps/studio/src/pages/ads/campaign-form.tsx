import { useTranslation } from 'react-i18next';
import {
  PlayRule,
  videoCampaignBodySchema,
  type StudioVideoCampaign,
  type VideoCampaignBody,
} from '@marquee/contract';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { AdForm } from './ad-form';
import { campaignBodyOf, campaignFieldsOf } from './campaign-fields';
import { useAdForm } from './use-ad-form';
import styles from './ads.module.css';

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
  const { fields, set, fieldText, submit, formError } = useAdForm({
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
      <TextField
        label={t('ads.campaignName')}
        value={fields.name}
        maxLength={200}
        error={fieldText('name')}
        onChange={(event) => set('name', event.target.value)}
      />
      <SelectField
        label={t('ads.playRule')}
        value={fields.play_rules}
        error={fieldText('play_rules')}
        onChange={(event) => set('play_rules', event.target.value)}
      >
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
          value={fields.mid_roll_time}
          error={fieldText('mid_roll_time')}
          onChange={(event) => set('mid_roll_time', event.target.value)}
        />
      )}
      <TextField
        label={t('ads.displayDuration')}
        hint={t('ads.displayDurationHint')}
        type="number"
        min={0}
        step={1}
        value={fields.display_duration}
        error={fieldText('display_duration')}
        onChange={(event) => set('display_duration', event.target.value)}
      />
      <TextField
        className={styles.wide}
        label={t('ads.videoUrl')}
        hint={t('ads.videoUrlHint')}
        value={fields.video_url}
        error={fieldText('video_url')}
        onChange={(event) => set('video_url', event.target.value)}
      />
      <label className={`${styles.check} ${styles.wide}`}>
        <input
          type="checkbox"
          checked={fields.all_titles}
          onChange={(event) => set('all_titles', event.target.checked)}
        />
        {t('ads.allTitles')}
      </label>
      {!fields.all_titles && (
        <>
          <TextField
            label={t('ads.vodIds')}
            hint={t('ads.idsHint')}
            value={fields.vod_ids}
            error={fieldText('vod_ids')}
            onChange={(event) => set('vod_ids', event.target.value)}
          />
          <TextField
            label={t('ads.showIds')}
            hint={t('ads.idsHint')}
            value={fields.show_ids}
            error={fieldText('show_ids')}
            onChange={(event) => set('show_ids', event.target.value)}
          />
        </>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={fields.active}
          onChange={(event) => set('active', event.target.checked)}
        />
        {t('ads.activeLabel')}
      </label>
    </AdForm>
  );
}

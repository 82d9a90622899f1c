import { useTranslation } from 'react-i18next';
import {
  adBannerBodySchema,
  boxPositions,
  type AdBannerBody,
  type BoxPosition,
  type StudioAdBanner,
} from '@marquee/contract';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { AdCheck } from './ad-check';
import { AdForm } from './ad-form';
import { BannerImage } from './banner-image';
import { fromLocalInput, toLocalInput } from './schedule-time';
import { useAdForm } from './use-ad-form';
import styles from './ads.module.css';

interface BannerFields {
  title: string;
  box_position: BoxPosition;
  target_url: string;
  active: boolean;
  position: string;
  starts_at: string;
  ends_at: string;
}

const fieldsOf = (banner: StudioAdBanner | undefined, box: BoxPosition): BannerFields => ({
  title: banner?.title ?? '',
  box_position: banner?.box_position ?? box,
  target_url: banner?.target_url ?? '',
  active: banner?.active ?? true,
  position: String(banner?.position ?? 0),
  starts_at: toLocalInput(banner?.starts_at ?? null),
  ends_at: toLocalInput(banner?.ends_at ?? null),
});

/** The form's fields as the call's body; an empty target or bound is none. */
const bodyOf = (fields: BannerFields): AdBannerBody => ({
  title: fields.title,
  box_position: fields.box_position,
  target_url: fields.target_url.trim() === '' ? null : fields.target_url,
  active: fields.active,
  position: fields.position.trim() === '' ? Number.NaN : Number(fields.position),
  starts_at: fromLocalInput(fields.starts_at),
  ends_at: fromLocalInput(fields.ends_at),
});

/**
 * A banner's fields, checked by the contract's rules before they are sent and by the server's
 * after; `banner` is the one edited, none for a new one.
 */
export function BannerForm({
  banner,
  box,
  saving,
  error,
  onSave,
  onCancel,
}: {
  banner?: StudioAdBanner;
  box: BoxPosition;
  saving: boolean;
  error: unknown;
  onSave: (body: AdBannerBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { field, check, submit, formError } = useAdForm({
    initial: () => fieldsOf(banner, box),
    bodyOf,
    schema: adBannerBodySchema,
    error,
    onSave,
  });

  return (
    <AdForm
      titleId="banner-form-title"
      title={banner ? t('ads.editBanner') : t('ads.newBanner')}
      error={formError}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label={t('ads.bannerTitle')}
        hint={t('ads.bannerTitleHint')}
        maxLength={200}
        {...field('title')}
      />
      <SelectField label={t('ads.box')} {...field('box_position')}>
        {boxPositions.map((position) => (
          <option key={position} value={position}>
            {t(`ads.boxes.${position}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('ads.target')} hint={t('ads.targetHint')} {...field('target_url')} />
      <TextField
        label={t('ads.position')}
        hint={t('ads.positionHint')}
        type="number"
        min={0}
        max={9999}
        step={1}
        {...field('position')}
      />
      <TextField
        label={t('ads.startsAt')}
        hint={t('ads.scheduleHint')}
        type="datetime-local"
        {...field('starts_at')}
      />
      <TextField
        label={t('ads.endsAt')}
        hint={t('ads.scheduleHint')}
        type="datetime-local"
        {...field('ends_at')}
      />
      <AdCheck label={t('ads.activeLabel')} {...check('active')} />
      {banner ? (
        <BannerImage banner={banner} />
      ) : (
        <p className={styles.wide}>{t('ads.imageNote')}</p>
      )}
    </AdForm>
  );
}

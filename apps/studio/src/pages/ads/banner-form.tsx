import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adBannerBodySchema,
  boxPositions,
  issuesByField,
  type AdBannerBody,
  type BoxPosition,
  type StudioAdBanner,
} from '@marquee/contract';
import { StudioApiError } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { BannerImage } from './banner-image';
import { fromLocalInput, toLocalInput } from './schedule-time';
import { useFieldText, type FieldErrors } from './use-ads-field-texts';
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
  const errorText = useErrorText();
  const [fields, setFields] = useState(() => fieldsOf(banner, box));
  const [checked, setChecked] = useState<FieldErrors>();
  const serverErrors = error instanceof StudioApiError ? error.errors : undefined;
  const fieldText = useFieldText(checked ?? serverErrors);
  const set = <K extends keyof BannerFields>(key: K, value: BannerFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(fields);
    const result = adBannerBodySchema.safeParse(body);
    setChecked(result.success ? undefined : issuesByField(result.error));
    if (result.success) onSave(body);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="banner-form-title">
      <h2 id="banner-form-title">{banner ? t('ads.editBanner') : t('ads.newBanner')}</h2>
      {error !== null && error !== undefined && !checked && (
        <div className={styles.wide}>
          <Alert tone="error">{errorText(error)}</Alert>
        </div>
      )}
      <TextField
        label={t('ads.bannerTitle')}
        hint={t('ads.bannerTitleHint')}
        value={fields.title}
        maxLength={200}
        error={fieldText('title')}
        onChange={(event) => set('title', event.target.value)}
      />
      <SelectField
        label={t('ads.box')}
        value={fields.box_position}
        error={fieldText('box_position')}
        onChange={(event) => set('box_position', event.target.value as BoxPosition)}
      >
        {boxPositions.map((position) => (
          <option key={position} value={position}>
            {t(`ads.boxes.${position}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('ads.target')}
        hint={t('ads.targetHint')}
        value={fields.target_url}
        error={fieldText('target_url')}
        onChange={(event) => set('target_url', event.target.value)}
      />
      <TextField
        label={t('ads.position')}
        hint={t('ads.positionHint')}
        type="number"
        min={0}
        max={9999}
        step={1}
        value={fields.position}
        error={fieldText('position')}
        onChange={(event) => set('position', event.target.value)}
      />
      <TextField
        label={t('ads.startsAt')}
        hint={t('ads.scheduleHint')}
        type="datetime-local"
        value={fields.starts_at}
        error={fieldText('starts_at')}
        onChange={(event) => set('starts_at', event.target.value)}
      />
      <TextField
        label={t('ads.endsAt')}
        hint={t('ads.scheduleHint')}
        type="datetime-local"
        value={fields.ends_at}
        error={fieldText('ends_at')}
        onChange={(event) => set('ends_at', event.target.value)}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={fields.active}
          onChange={(event) => set('active', event.target.checked)}
        />
        {t('ads.activeLabel')}
      </label>
      {banner ? (
        <BannerImage banner={banner} />
      ) : (
        <p className={styles.wide}>{t('ads.imageNote')}</p>
      )}
      <div className={styles.actions}>
        <Button disabled={saving}>{saving ? t('app.saving') : t('app.save')}</Button>
        <Button type="button" look="quiet" disabled={saving} onClick={onCancel}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}

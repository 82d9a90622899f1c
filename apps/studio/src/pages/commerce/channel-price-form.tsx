import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { studioApi, type StudioChannelProfile } from '@marquee/contract';
import { fieldErrorsOf, studioAnswer } from '@/api/studio-api';
import { serverText, useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useFieldText } from '@/ui/use-field-text';
import { useCommerceChange } from './commerce-queries';
import styles from './commerce.module.css';

const MODELS = ['svod', 'tvod', 'tvod_dtr'] as const;
type Model = (typeof MODELS)[number];
interface PriceRow {
  key: number;
  days: string;
  price: string;
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A channel profile's business model and prices, as the channel rent call takes them. */
export function ChannelPriceForm({
  channel,
  profile,
  onSaved,
  onCancel,
}: {
  channel: string;
  profile: StudioChannelProfile;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorText = useErrorText();
  const [model, setModel] = useState<Model>(profile.business_model);
  const [rows, setRows] = useState<PriceRow[]>(
    profile.pricing.map((entry, key) => ({
      key,
      days: entry.duration === null ? '' : String(entry.duration),
      price: String(entry.price),
    })),
  );
  const save = useCommerceChange(() =>
    studioAnswer(studioApi.changeChannelProfilePrice, {
      params: { id: profile.id },
      body: {
        business_model: model,
        pricing:
          model === 'svod'
            ? []
            : rows.map((row) => ({
                duration: row.days.trim() === '' ? null : numberOf(row.days),
                price: numberOf(row.price),
              })),
      },
    }),
  );
  const fieldText = useFieldText(fieldErrorsOf(save.error));
  const setRow = (key: number, change: Partial<PriceRow>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(undefined, {
      onSuccess: (answer) => onSaved(serverText(answer.notice, answer.message ?? '')),
    });
  };
  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{t('commerce.pricesOf', { channel, profile: profile.name })}</h2>
      <SelectField
        label={t('commerce.model')}
        value={model}
        onChange={(event) => setModel(event.target.value as Model)}
        error={fieldText('business_model')}
      >
        {MODELS.map((each) => (
          <option key={each} value={each}>
            {t(`commerce.models.${each}`)}
          </option>
        ))}
      </SelectField>
      {model !== 'svod' && (
        <fieldset className={styles.prices}>
          <legend>{t('commerce.prices')}</legend>
          {rows.map((row, index) => (
            <div key={row.key} className={styles.priceRow}>
              <TextField
                label={t('commerce.priceDays', { number: index + 1 })}
                hint={model === 'tvod' ? t('commerce.daysHint') : undefined}
                inputMode="numeric"
                value={row.days}
                onChange={(event) => setRow(row.key, { days: event.target.value })}
                error={fieldText(`pricing[${index}][duration]`)}
              />
              <TextField
                label={t('commerce.priceAmount', { number: index + 1 })}
                inputMode="decimal"
                value={row.price}
                onChange={(event) => setRow(row.key, { price: event.target.value })}
                error={fieldText(`pricing[${index}][price]`)}
              />
              <Button
                type="button"
                look="quiet"
                aria-label={t('commerce.removePriceLabel', { number: index + 1 })}
                onClick={() => setRows(rows.filter((each) => each.key !== row.key))}
              >
                {t('commerce.removePrice')}
              </Button>
            </div>
          ))}
          {fieldText('pricing', { itemsToo: false }) && (
            <p className={styles.error}>{fieldText('pricing', { itemsToo: false })}</p>
          )}
          <Button
            type="button"
            look="quiet"
            className={styles.start}
            onClick={() =>
              setRows([
                ...rows,
                { key: Math.max(-1, ...rows.map((row) => row.key)) + 1, days: '', price: '' },
              ])
            }
          >
            {t('commerce.addPrice')}
          </Button>
        </fieldset>
      )}
      {save.isError && <Alert tone="error">{errorText(save.error)}</Alert>}
      <div className={styles.actions}>
        <Button disabled={save.isPending}>
          {save.isPending ? t('app.saving') : t('app.save')}
        </Button>
        <Button type="button" look="quiet" onClick={onCancel}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}

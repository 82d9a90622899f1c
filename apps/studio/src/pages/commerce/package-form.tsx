import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { studioApi, type ReceivedNotice, type StudioPackage } from '@marquee/contract';
import { fieldErrorsOf, studioAnswer } from '@/api/studio-api';
import { serverText, useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { useFieldText } from '@/ui/use-field-text';
import { useCommerceChange } from './commerce-queries';
import styles from './commerce.module.css';

/** A number typed in a field: NaN when it is not one, so the server names the field. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form of a new package (no `pack`) or of a package's fields. */
export function PackageForm({
  pack,
  onSaved,
  onCancel,
}: {
  pack?: StudioPackage | undefined;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorText = useErrorText();
  const [name, setName] = useState(pack?.name ?? '');
  const [description, setDescription] = useState(pack?.description ?? '');
  const [price, setPrice] = useState(pack ? String(pack.price) : '');
  const [currency, setCurrency] = useState(pack?.currency_code ?? 'EUR');
  const [days, setDays] = useState(String(pack?.period_days ?? 30));
  const save = useCommerceChange(
    async (): Promise<{ message?: string; notice?: ReceivedNotice }> => {
      const body = {
        name,
        description,
        price: numberOf(price),
        currency_code: currency,
        period_days: numberOf(days),
      };
      return pack
        ? studioAnswer(studioApi.changePackage, { params: { id: pack.id }, body })
        : studioAnswer(studioApi.createPackage, { body });
    },
  );
  const fieldText = useFieldText(fieldErrorsOf(save.error));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(undefined, {
      onSuccess: (answer) => onSaved(serverText(answer.notice, answer.message ?? '')),
    });
  };
  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>
        {pack ? t('commerce.editPackage', { name: pack.name }) : t('commerce.newPackage')}
      </h2>
      <div className={styles.fields}>
        <TextField
          label={t('commerce.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldText('name')}
          required
        />
        <TextField
          label={t('commerce.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={fieldText('description')}
        />
        <TextField
          label={t('commerce.price')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={fieldText('price')}
          required
        />
        <TextField
          label={t('commerce.currency')}
          value={currency}
          maxLength={3}
          onChange={(event) => setCurrency(event.target.value.toUpperCase())}
          error={fieldText('currency_code')}
          required
        />
        <TextField
          label={t('commerce.periodDays')}
          inputMode="numeric"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={fieldText('period_days')}
          required
        />
      </div>
      {save.isError && <Alert tone="error">{errorText(save.error)}</Alert>}
      <div className={styles.actions}>
        <Button disabled={save.isPending}>
          {save.isPending ? t('app.saving') : pack ? t('app.save') : t('commerce.addPackage')}
        </Button>
        <Button type="button" look="quiet" onClick={onCancel}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type OfferBody, type StudioOffer } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useFieldText } from '@/ui/use-field-text';
import { titleKeys } from '../title/title-queries';
import styles from '../title/title.module.css';
import { NEW_OFFER, bodyOf, draftErrors, draftOf, withModel, type OfferDraft } from './offer-draft';
import { PricingFields } from './pricing-fields';

/** A new profile of the title, or one of its profiles changed; the list is read again after. */
export function OfferForm({
  vodId,
  offer,
  currency,
  onDone,
}: {
  vodId: number;
  /** The profile changed; none: a new one. */
  offer: StudioOffer | undefined;
  currency: string;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<OfferDraft>(offer ? draftOf(offer) : NEW_OFFER);
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: (body: OfferBody) =>
      offer
        ? studioRequest(studioApi.changeTitleOffer, { params: { id: offer.id }, body })
        : studioRequest(studioApi.createTitleOffer, { params: { id: vodId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: titleKeys.offers(vodId) });
      onDone(true);
    },
  });
  // Dotted names (`pricing.0.price`): the prices' own errors stay apart from the list's.
  const errorOf = useFieldText(checked ? draftErrors(draft) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    save.mutate(bodyOf(draft) as OfferBody);
  };
  const heading = offer ? t('titleOffers.editHeading', { name: offer.name }) : t('titleOffers.add');
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={heading}>
      <h2>{heading}</h2>
      <div className={styles.row}>
        <TextField
          label={t('titleOffers.name')}
          value={draft.name}
          error={errorOf('name')}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <TextField
          label={t('titleOffers.code')}
          hint={t('titleOffers.codeHint')}
          value={draft.code}
          error={errorOf('code')}
          onChange={(event) => setDraft({ ...draft, code: event.currentTarget.value })}
        />
        <SelectField
          label={t('titleOffers.model')}
          value={draft.business_model}
          error={errorOf('business_model')}
          onChange={(event) =>
            setDraft(withModel(draft, event.currentTarget.value as OfferDraft['business_model']))
          }
        >
          <option value="svod">{t('titleOffers.models.svod')}</option>
          <option value="tvod">{t('titleOffers.models.tvod')}</option>
          <option value="tvod_dtr">{t('titleOffers.models.tvod_dtr')}</option>
        </SelectField>
      </div>
      {draft.business_model !== 'svod' && (
        <PricingFields
          draft={draft}
          currency={currency}
          errorOf={errorOf}
          onChange={(pricing) => setDraft({ ...draft, pricing })}
        />
      )}
      {save.isError && <Alert tone="error">{errorText(save.error)}</Alert>}
      <div className={styles.row}>
        <Button disabled={save.isPending}>
          {save.isPending ? t('app.saving') : t('app.save')}
        </Button>
        <Button type="button" look="quiet" onClick={() => onDone(false)}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}

import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ValidationLimit, cardSchema, type Card, type CardForm } from '@marquee/contract';
import { buildFlags } from '@/shared/config/build-flags';
import { useMessageText } from '@/shared/i18n/message-text';
import { withUnionMessages } from '@/shared/lib/union-messages';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { ExpiryFields } from './expiry-fields';
import { MissingFieldsBanner } from './missing-fields-banner';
import styles from './step-form.module.css';

/** The card form's values, all text as the inputs give them. */
export type CardValues = Record<keyof CardForm, string>;

const resolver = withUnionMessages(zodResolver(cardSchema), cardSchema) as unknown as Resolver<
  CardValues,
  unknown,
  Card
>;
const numeric = { inputMode: 'numeric', pattern: '[0-9]*' } as const;

interface CardStepProps {
  /** The cardholder's names, prefilled from the first step. */
  holder: { first_name: string; last_name: string } | undefined;
  submitting: boolean;
  onSubmit: (card: Card) => void;
}

/** Step 2: the credit card; its submit creates the account. */
export function CardStep({ holder, submitting, onSubmit }: CardStepProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { register, handleSubmit, formState } = useForm<CardValues, unknown, Card>({
    resolver,
    defaultValues: {
      card_first_name: holder?.first_name ?? '',
      card_last_name: holder?.last_name ?? '',
      card_number: '',
      card_expiry_month: '',
      card_expiry_year: '',
      card_cvv: '',
    },
  });
  const { errors } = formState;
  const error = (name: keyof CardValues) => messageText(errors[name]?.message);
  const submit = handleSubmit(onSubmit);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {buildFlags.hideTestCardHint ? null : (
        <Alert tone="info">
          <p>{t('register.testCard')}</p>
        </Alert>
      )}
      <MissingFieldsBanner errors={errors} />
      <div className={styles.grid}>
        <TextField
          label={t('register.cardFirstName')}
          autoComplete="cc-given-name"
          error={error('card_first_name')}
          {...register('card_first_name')}
        />
        <TextField
          label={t('register.cardLastName')}
          autoComplete="cc-family-name"
          error={error('card_last_name')}
          {...register('card_last_name')}
        />
        <div className={styles.wide}>
          <TextField
            label={t('register.cardNumber')}
            autoComplete="cc-number"
            {...numeric}
            maxLength={ValidationLimit.cardNumberMax}
            error={error('card_number')}
            {...register('card_number')}
          />
        </div>
        <div className={`${styles.wide} ${styles.triple}`}>
          <ExpiryFields
            month={register('card_expiry_month')}
            year={register('card_expiry_year')}
            monthError={error('card_expiry_month')}
            yearError={error('card_expiry_year')}
          />
          <TextField
            label={t('register.cvv')}
            type="password"
            autoComplete="cc-csc"
            {...numeric}
            error={error('card_cvv')}
            {...register('card_cvv')}
          />
        </div>
      </div>
      <p className={styles.lead}>{t('register.cardSafety')}</p>
      <Button type="submit" block className={styles.submit} disabled={submitting}>
        {submitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}

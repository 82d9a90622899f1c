import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { subscriptionChoiceSchema } from '@marquee/contract';
import { useMessageText } from '@/shared/i18n/message-text';
import { withUnionMessages } from '@/shared/lib/union-messages';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useSubscriptionPackages } from '@/entities/subscription-package';
import { MissingFieldsBanner } from './missing-fields-banner';
import { PackageOption } from './package-option';
import styles from './subscription-step.module.css';
import formStyles from './step-form.module.css';

interface ChoiceValues {
  /** The chosen package's id as its radio gives it; "" while none is chosen. */
  subscription_id: string;
}

// The schema turns the radio's text into the package id and refuses "" (none chosen).
const resolver = withUnionMessages(
  zodResolver(subscriptionChoiceSchema),
  subscriptionChoiceSchema,
) as unknown as Resolver<ChoiceValues, unknown, { subscription_id: number }>;

const LOADING_ROWS = 3;

interface SubscriptionStepProps {
  defaultValue: number | undefined;
  onNext: (subscriptionId: number) => void;
}

/** Step 1: one subscription package must be chosen to go on. */
export function SubscriptionStep({ defaultValue, onNext }: SubscriptionStepProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const packages = useSubscriptionPackages();
  const { register, handleSubmit, formState } = useForm<
    ChoiceValues,
    unknown,
    { subscription_id: number }
  >({ resolver, defaultValues: { subscription_id: defaultValue ? String(defaultValue) : '' } });
  const error = messageText(formState.errors.subscription_id?.message);
  const submit = handleSubmit(({ subscription_id }) => onNext(subscription_id));

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={formStyles.lead}>{t('register.chooseSubtitle')}</p>
      <MissingFieldsBanner errors={formState.errors} />
      {packages.isPending ? (
        <div className={styles.list} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            <Skeleton key={index} className={styles.loading} />
          ))}
        </div>
      ) : packages.data?.length ? (
        <fieldset
          className={styles.list}
          aria-describedby={error ? 'subscription-error' : undefined}
        >
          <legend className={styles.legend}>{t('register.packages')}</legend>
          {packages.data.map((item) => (
            <PackageOption key={item.id} item={item} registration={register('subscription_id')} />
          ))}
        </fieldset>
      ) : (
        <p className={styles.empty}>{t('register.noPackages')}</p>
      )}
      {error ? (
        <p id="subscription-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" block className={formStyles.submit}>
        {t('register.next')}
      </Button>
    </form>
  );
}

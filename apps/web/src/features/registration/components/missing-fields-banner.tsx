import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { hasMissingField } from '../lib/form-errors';

interface MissingFieldsBannerProps<T extends FieldValues> {
  errors: FieldErrors<T>;
}

/** The spec's banner over a step with empty required fields: "this fields are required". */
export function MissingFieldsBanner<T extends FieldValues>({
  errors,
}: MissingFieldsBannerProps<T>) {
  const { t } = useTranslation();
  if (!hasMissingField(errors)) return null;
  return (
    <Alert>
      <p>{t('validation.fieldsRequired')}</p>
    </Alert>
  );
}

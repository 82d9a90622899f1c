import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/shared/ui/select-field';

/** How many years ahead the expiry year offers. */
const YEARS_AHEAD = 15;
const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1).padStart(2, '0'),
}));

interface ExpiryFieldsProps {
  month: UseFormRegisterReturn;
  year: UseFormRegisterReturn;
  monthError: string | undefined;
  yearError: string | undefined;
}

/** The card's expiry month and year as two selects, this year and the next fifteen. */
export function ExpiryFields({ month, year, monthError, yearError }: ExpiryFieldsProps) {
  const { t } = useTranslation();
  const years = useMemo(() => {
    const first = new Date().getFullYear();
    return Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => {
      const value = String(first + index);
      return { value, label: value };
    });
  }, []);
  return (
    <>
      <SelectField
        label={t('register.expiryMonth')}
        placeholder={t('register.month')}
        options={MONTHS}
        autoComplete="cc-exp-month"
        error={monthError}
        {...month}
      />
      <SelectField
        label={t('register.expiryYear')}
        placeholder={t('register.year')}
        options={years}
        autoComplete="cc-exp-year"
        error={yearError}
        {...year}
      />
    </>
  );
}

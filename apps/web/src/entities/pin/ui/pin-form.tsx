import { useId, useState } from 'react';
import { ValidationLimit, type PinType } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useServerText } from '@/shared/i18n/server-text';
import { Button } from '@/shared/ui/button';
import { useCheckPin } from '../api/check-pin';
import styles from './pin-modal.module.css';

/** The PIN lengths of the spec (access §4): parental 4, purchase 5. */
export const pinLength: Record<PinType, number> = {
  parental: ValidationLimit.parentalPinLength,
  purchase: ValidationLimit.purchasePinLength,
};

const WRONG_PIN_KEY = {
  parental: 'validation.wrongParentalPin',
  purchase: 'validation.wrongPurchasePin',
} as const satisfies Record<PinType, string>;

interface PinFormProps {
  type: PinType;
  onSuccess: () => void;
  onCancel: (() => void) | undefined;
}

/** The masked digit input with Confirm (active only at full length) and optional Cancel. */
export function PinForm({ type, onSuccess, onCancel }: PinFormProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const id = useId();
  const check = useCheckPin();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = pinLength[type];
  const canConfirm = pin.length === length && !check.isPending;

  const confirm = () => {
    if (!canConfirm) return;
    check.mutate(
      { type, pin },
      {
        onSuccess: (result) => {
          if (result.ok) {
            onSuccess();
            return;
          }
          setError(t(WRONG_PIN_KEY[type]));
          setPin('');
        },
        onError: (failure) => {
          setError(serverText.errorText(failure) ?? t('errors.requestFailed'));
          setPin('');
        },
      },
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <label className={styles.label} htmlFor={id}>
        {t('pin.label')}
      </label>
      <div className={styles.slots}>
        {Array.from({ length }, (_, index) => (
          <span
            key={index}
            aria-hidden="true"
            className={styles.slot}
            data-filled={index < pin.length || undefined}
            data-active={index === Math.min(pin.length, length - 1) || undefined}
          />
        ))}
        <input
          id={id}
          className={styles.input}
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={length}
          value={pin}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, '').slice(0, length));
            setError(null);
          }}
        />
      </div>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('pin.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={!canConfirm}>
          {check.isPending ? t('pin.checking') : t('pin.confirm')}
        </Button>
      </div>
    </form>
  );
}

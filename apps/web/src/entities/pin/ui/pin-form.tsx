import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ValidationLimit, type PinCheck, type PinType } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useServerText } from '@/shared/i18n/server-text';
import { Button } from '@/shared/ui/button';
import { checkPin, pinKeys } from '../api/check-pin';
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

/**
 * Hands the PIN to a call of the caller's own that takes it (switching to a locked profile):
 * resolving accepts it; a refusal's notice is what the prompt says.
 */
export type PinVerifier = (pin: string) => Promise<unknown>;

interface PinFormProps {
  type: PinType;
  onSuccess: () => void;
  onCancel: (() => void) | undefined;
  verify: PinVerifier | undefined;
}

/** The masked digit input with Confirm (active only at full length) and optional Cancel. */
export function PinForm({ type, onSuccess, onCancel, verify }: PinFormProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const id = useId();
  const check = useMutation<PinCheck, Error, string>({
    mutationKey: pinKeys.check(),
    mutationFn: (pin) =>
      verify ? verify(pin).then(() => ({ ok: true })) : checkPin({ type, pin }),
  });
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = pinLength[type];
  const canConfirm = pin.length === length && !check.isPending;

  const confirm = () => {
    if (!canConfirm) return;
    check.mutate(pin, {
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
    });
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

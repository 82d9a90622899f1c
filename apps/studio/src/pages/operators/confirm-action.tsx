import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import styles from './operators.module.css';

/**
 * A button that asks first: a question with its confirm in place of the button, or cancel.
 * The keyboard follows: to the confirm when asked, back to the button on cancel; after a
 * confirmed action the page decides where it goes.
 */
export function ConfirmAction({
  id,
  label,
  accessibleLabel,
  question,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: {
  /** The button's id; the confirm's is derived from it. */
  id: string;
  label: string;
  accessibleLabel: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Makes the change; whether it was made (the question stays open when not). */
  onConfirm: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancelled = useRef(false);
  const confirmId = `${id}-confirm`;
  const questionId = `${id}-question`;

  useEffect(() => {
    if (asking) document.getElementById(confirmId)?.focus();
    else if (cancelled.current) document.getElementById(id)?.focus();
    cancelled.current = false;
  }, [asking, confirmId, id]);

  if (!asking) {
    return (
      <Button
        id={id}
        type="button"
        look="danger"
        aria-label={accessibleLabel}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
    );
  }
  const cancel = () => {
    cancelled.current = true;
    setAsking(false);
  };
  return (
    <div className={styles.confirm} role="group" aria-labelledby={questionId}>
      <p id={questionId}>{question}</p>
      <Button
        id={confirmId}
        type="button"
        look="danger"
        disabled={busy}
        onClick={() => void onConfirm().then((made) => made && setAsking(false))}
      >
        {busy ? busyLabel : confirmLabel}
      </Button>
      <Button type="button" look="quiet" disabled={busy} onClick={cancel}>
        {t('app.cancel')}
      </Button>
    </div>
  );
}

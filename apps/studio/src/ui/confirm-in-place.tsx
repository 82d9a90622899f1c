import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './confirm-in-place.module.css';

/**
 * A button that asks first: a question with its confirm in place of the button, or cancel.
 * The keyboard follows: to the confirm when asked, back to the button on cancel; after a
 * confirmed action the page decides where it goes.
 */
export function ConfirmInPlace({
  id,
  label,
  accessibleLabel,
  question,
  confirmLabel,
  busyLabel,
  busy,
  stacked = false,
  onConfirm,
}: {
  /** The button's id; the confirm's and the question's are derived from it. */
  id: string;
  label: string;
  accessibleLabel: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The question above its buttons rather than beside them. */
  stacked?: boolean;
  /**
   * Makes the change. When it answers whether the change was made, the question closes once it
   * was; otherwise it stays open (the thing asked about usually goes away with it).
   */
  onConfirm: () => Promise<boolean> | void;
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
  const confirm = () => {
    const made = onConfirm();
    if (made) void made.then((done) => done && setAsking(false));
  };
  const cancel = () => {
    cancelled.current = true;
    setAsking(false);
  };
  const classes = stacked ? `${styles.confirm} ${styles.stacked}` : styles.confirm;
  return (
    <div className={classes} role="group" aria-labelledby={questionId}>
      <p id={questionId}>{question}</p>
      <Button id={confirmId} type="button" look="danger" disabled={busy} onClick={confirm}>
        {busy ? busyLabel : confirmLabel}
      </Button>
      <Button type="button" look="quiet" disabled={busy} onClick={cancel}>
        {t('app.cancel')}
      </Button>
    </div>
  );
}

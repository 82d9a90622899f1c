import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriberDevice } from '@marquee/contract';
import { Button } from '@/ui/button';
import styles from './subscribers.module.css';

/** A device's "Remove", asking first: a confirm in place of the button, or cancel. */
export function RemoveDevice({
  device,
  removing,
  onRemove,
}: {
  device: SubscriberDevice;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const wasAsking = useRef(false);
  const startId = `remove-device-${device.id}`;
  const confirmId = `${startId}-confirm`;
  const questionId = `${startId}-question`;

  // The keyboard follows the question: to its confirm when asked, back to "Remove" on cancel.
  useEffect(() => {
    if (asking) document.getElementById(confirmId)?.focus();
    else if (wasAsking.current) document.getElementById(startId)?.focus();
    wasAsking.current = asking;
  }, [asking, confirmId, startId]);

  if (!asking) {
    return (
      <Button
        id={startId}
        type="button"
        look="danger"
        aria-label={t('subscribers.removeDevice', { device: device.model })}
        onClick={() => setAsking(true)}
      >
        {t('subscribers.remove')}
      </Button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-labelledby={questionId}>
      <p id={questionId}>{t('subscribers.confirmRemove', { device: device.model })}</p>
      <Button id={confirmId} type="button" look="danger" disabled={removing} onClick={onRemove}>
        {removing ? t('subscribers.removing') : t('subscribers.confirmRemoveButton')}
      </Button>
      <Button type="button" look="quiet" disabled={removing} onClick={() => setAsking(false)}>
        {t('app.cancel')}
      </Button>
    </div>
  );
}

import { Icon } from '@/shared/ui/icon';
import styles from './floating-player.module.css';

interface PlayerMessageProps {
  message: string;
  hint?: string | null;
}

/** A message in the middle of the player when there is nothing to play. */
export function PlayerMessage({ message, hint }: PlayerMessageProps) {
  return (
    <div className={styles.message} role="alert">
      <Icon name="info" size={44} className={styles.messageIcon} />
      <p className={styles.messageText}>{message}</p>
      {hint ? <p className={styles.messageHint}>{hint}</p> : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Icon } from '@/shared/ui/icon';
import styles from './floating-player.module.css';

interface PlayerMessageProps {
  message: string;
  hint?: string | null;
  /** A button under the message (such as "Try again"). */
  action?: { label: string; onClick: () => void } | null;
  /** What the message is about (a channel's logo), in place of the icon. */
  figure?: ReactNode;
}

/**
 * A message in the middle of the player when there is nothing to play. It covers the video, so
 * a stream that failed never leaves a frozen frame behind it.
 */
export function PlayerMessage({ message, hint, action, figure }: PlayerMessageProps) {
  return (
    <div className={styles.message} role="alert">
      {figure ?? <Icon name="info" size={44} className={styles.messageIcon} />}
      <p className={styles.messageText}>{message}</p>
      {hint ? <p className={styles.messageHint}>{hint}</p> : null}
      {action ? (
        <button type="button" className={styles.messageAction} onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

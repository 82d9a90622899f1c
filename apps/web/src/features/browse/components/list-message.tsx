import type { ReactNode } from 'react';
import { Icon } from '@/shared/ui/icon';
import styles from './list-results.module.css';

interface ListMessageProps {
  title: string;
  detail?: string | undefined;
  /** A way out: clear the filters, go to the first page, try again. */
  action?: ReactNode;
}

/** What a list says instead of cards: "Content unavailable", with why and what to do. */
export function ListMessage({ title, detail, action }: ListMessageProps) {
  return (
    <div className={styles.message} data-testid="list-message">
      <Icon name="film" size={40} className={styles.messageIcon} />
      <h2 className={styles.messageTitle}>{title}</h2>
      {detail ? <p className={styles.messageDetail}>{detail}</p> : null}
      {action ? <div className={styles.messageAction}>{action}</div> : null}
    </div>
  );
}

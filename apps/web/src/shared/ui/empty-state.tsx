import { Icon } from './icon';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  message: string;
}

/** A centred message for an empty list or a failed load. */
export function EmptyState({ message }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <Icon name="info" size={40} className={styles.icon} />
      <p className={styles.message}>{message}</p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { BELL } from './reminder-icons';
import styles from './reminder-mark.module.css';

interface ReminderMarkProps {
  /** The icon's size in pixels; 16 unless told. */
  size?: number;
  className?: string;
}

/** The mark of a programme that carries a reminder: a bell named "Reminder set". */
export function ReminderMark({ size = 16, className }: ReminderMarkProps) {
  const { t } = useTranslation();
  const label = t('reminders.mark');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={[styles.mark, className].filter(Boolean).join(' ')}
    >
      <Icon name={BELL} size={size} />
    </span>
  );
}

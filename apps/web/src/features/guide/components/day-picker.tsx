import { useTranslation } from 'react-i18next';
import type { GuideDay } from '../lib/guide-days';
import { useGuideFormats } from '../hooks/use-guide-formats';
import styles from './guide-page.module.css';

interface DayPickerProps {
  days: readonly GuideDay[];
  /** The offset of the day on screen. */
  current: number | undefined;
  onPick: (day: GuideDay) => void;
}

/** The name of a day: Yesterday, Today, Tomorrow, or its weekday and date. */
export function useDayName() {
  const { t } = useTranslation();
  const { date } = useGuideFormats();
  return (day: GuideDay) =>
    day.offset === 0
      ? t('guide.today')
      : day.offset === 1
        ? t('guide.tomorrow')
        : day.offset === -1
          ? t('guide.yesterday')
          : date.format(day.start);
}

// The day on screen scrolls into the middle of the strip when the picker first shows.
const centre = (element: HTMLElement | null) =>
  element?.scrollIntoView?.({ block: 'nearest', inline: 'center' });

/** The days from a week back to a week ahead; the one on screen is pressed. */
export function DayPicker({ days, current, onPick }: DayPickerProps) {
  const { t } = useTranslation();
  const name = useDayName();
  return (
    <nav className={styles.days} aria-label={t('guide.days')}>
      <ul className={styles.dayList}>
        {days.map((day) => (
          <li key={day.offset}>
            <button
              type="button"
              ref={day.offset === 0 ? centre : undefined}
              className={styles.day}
              aria-pressed={day.offset === current}
              onClick={() => onPick(day)}
            >
              {name(day)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

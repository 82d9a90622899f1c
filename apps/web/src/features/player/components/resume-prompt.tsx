import { useTranslation } from 'react-i18next';
import { formatClock } from '@/shared/lib/format';
import styles from './player-overlays.module.css';

interface ResumePromptProps {
  stoppedTime: number;
  onResume: () => void;
  onStartOver: () => void;
}

const focusOnMount = (button: HTMLButtonElement | null) => button?.focus();

/** Resume or start over, when continue watching has a stopped_time (spec: access §4). */
export function ResumePrompt({ stoppedTime, onResume, onStartOver }: ResumePromptProps) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.prompt}
      role="dialog"
      aria-modal="true"
      aria-labelledby="player-resume-title"
    >
      <div className={styles.promptBox}>
        <h3 id="player-resume-title" className={styles.promptTitle}>
          {t('player.resumeTitle')}
        </h3>
        <p>{t('player.resumeText', { time: formatClock(stoppedTime) })}</p>
        <div className={styles.promptActions}>
          <button type="button" className={styles.primary} ref={focusOnMount} onClick={onResume}>
            {t('player.resume')}
          </button>
          <button type="button" className={styles.secondary} onClick={onStartOver}>
            {t('player.startOver')}
          </button>
        </div>
      </div>
    </div>
  );
}

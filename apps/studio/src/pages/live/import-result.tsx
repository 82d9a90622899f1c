import { useTranslation } from 'react-i18next';
import type { LiveSourceImport } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import styles from './live.module.css';

/** What one import did: when, how, its counts and its problems in the operator's language. */
export function ImportResult({ result }: { result: LiveSourceImport }) {
  const { t } = useTranslation();
  return (
    <div>
      <p>
        <span className={result.ok ? undefined : styles.down}>
          {result.ok ? t('live.sourceList.ok') : t('live.sourceList.failed')}
        </span>{' '}
        <DateTime value={result.finished_at} /> (
        {result.trigger === 'schedule'
          ? t('live.sourceList.scheduleTrigger')
          : t('live.sourceList.manualTrigger')}
        ){result.ok && <> · {t('live.sourceList.result', result)}</>}
      </p>
      {result.problems.length > 0 && (
        <ul className={styles.problems}>
          {result.problems.map((problem) => (
            <li key={problem.code}>
              {t(`live.problems.${problem.code}`, { count: problem.count })}
              {problem.detail && <div className={styles.detail}>{problem.detail}</div>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { RunningIngest } from '@marquee/contract';
import { ProgressBar } from '@/ui/progress-bar';
import { Table, numberColumn } from '@/ui/table';
import { clockDuration } from './format';

/** The packaging jobs running now, each with its progress bar, speed and time left. */
export function RunningIngests({ jobs }: { jobs: RunningIngest[] }) {
  const { t, i18n } = useTranslation();
  if (jobs.length === 0) return <p>{t('dashboard.noPackaging')}</p>;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const speed = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Table
      caption={t('dashboard.packagingCaption', { count: jobs.length })}
      columns={
        <>
          <th scope="col">{t('dashboard.title')}</th>
          <th scope="col">{t('dashboard.progress')}</th>
          <th scope="col" className={numberColumn}>
            {t('dashboard.speed')}
          </th>
          <th scope="col" className={numberColumn}>
            {t('dashboard.timeLeft')}
          </th>
        </>
      }
    >
      {jobs.map((job) => {
        const left =
          job.seconds_left === null ? t('dashboard.unknown') : clockDuration(job.seconds_left);
        return (
          <tr key={job.id}>
            <th scope="row">{job.title}</th>
            <td>
              <ProgressBar
                value={job.progress}
                label={t('dashboard.progressOf', { title: job.title })}
                valueText={t('dashboard.progressText', {
                  percent: percent.format(job.progress),
                  left,
                })}
              />
            </td>
            <td className={numberColumn}>
              {job.speed === null
                ? t('dashboard.unknown')
                : t('dashboard.speedValue', { speed: speed.format(job.speed) })}
            </td>
            <td className={numberColumn}>{left}</td>
          </tr>
        );
      })}
    </Table>
  );
}

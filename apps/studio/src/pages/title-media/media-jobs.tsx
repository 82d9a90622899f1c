import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type StudioMediaJob } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { serverText, useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import { Table, numberColumn } from '@/ui/table';
import { clockDuration } from '../dashboard/format';
import { titleKeys } from '../title/title-queries';
import styles from '../title/title.module.css';

/** The title's packaging jobs, newest first: state, progress, speed, time left, why one failed. */
export function MediaJobs({ id, jobs }: { id: number; jobs: StudioMediaJob[] }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (jobId: number) =>
      studioRequest(studioApi.retryMediaJob, { params: { id: jobId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titleKeys.media(id) }),
  });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const speed = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className={styles.section} aria-labelledby="media-jobs">
      <h2 id="media-jobs">{t('titleMedia.jobs')}</h2>
      {retry.isError && <Alert tone="error">{errorText(retry.error)}</Alert>}
      {jobs.length === 0 ? (
        <p className={styles.muted}>{t('titleMedia.noJobs')}</p>
      ) : (
        <Table
          columns={
            <>
              <th scope="col">{t('titleMedia.file')}</th>
              <th scope="col">{t('titleMedia.state')}</th>
              <th scope="col">{t('titleMedia.progress')}</th>
              <th scope="col" className={numberColumn}>
                {t('titleMedia.speed')}
              </th>
              <th scope="col" className={numberColumn}>
                {t('titleMedia.timeLeft')}
              </th>
            </>
          }
        >
          {jobs.map((job) => {
            const left =
              job.seconds_left === null ? t('titleMedia.unknown') : clockDuration(job.seconds_left);
            return (
              <tr key={job.id}>
                <th scope="row">{job.file}</th>
                <td>
                  {t(`titleMedia.states.${job.state}`)}
                  {job.error && <p>{serverText(job.error.notice, job.error.message)}</p>}
                  {job.state === 'failed' && (
                    <Button
                      type="button"
                      look="quiet"
                      aria-label={t('titleMedia.retryFile', { file: job.file })}
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(job.id)}
                    >
                      {t('app.retry')}
                    </Button>
                  )}
                </td>
                <td>
                  <ProgressBar
                    value={job.progress}
                    label={t('titleMedia.progressOf', { file: job.file })}
                    valueText={t('titleMedia.progressText', {
                      percent: percent.format(job.progress),
                      state: t(`titleMedia.states.${job.state}`),
                    })}
                  />
                </td>
                <td className={numberColumn}>
                  {job.speed === null
                    ? t('titleMedia.unknown')
                    : t('titleMedia.speedValue', { speed: speed.format(job.speed) })}
                </td>
                <td className={numberColumn}>{job.state === 'running' ? left : '—'}</td>
              </tr>
            );
          })}
        </Table>
      )}
    </section>
  );
}

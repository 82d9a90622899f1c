import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChannelHealth } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import { PagedList } from '@/ui/paged-list';
import { pageFrom } from '@/ui/pager';
import { Table, numberColumn } from '@/ui/table';
import { LiveFrame } from './live-frame';
import { liveHealthQuery } from './live-queries';
import styles from './live.module.css';

/** How often the health list is read again while it is open. */
const REFRESH_MS = 10_000;

/** Each restreamed channel's state, its sources' state and last error, viewers and recording. */
export function HealthPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const problems = params.get('problems') === '1';
  const list = useQuery({
    ...liveHealthQuery(problems, pageFrom(params)),
    refetchInterval: REFRESH_MS,
  });
  return (
    <LiveFrame title={t('live.health')}>
      <label className={styles.row}>
        <input
          type="checkbox"
          checked={problems}
          onChange={(event) => setParams(event.target.checked ? { problems: '1' } : {})}
        />
        {t('live.healthList.problemsOnly')}
      </label>
      <PagedList
        query={list}
        empty={problems ? t('live.healthList.noProblems') : t('live.healthList.none')}
      >
        {({ items }) => (
          <Table
            columns={
              <>
                <th scope="col" className={numberColumn}>
                  {t('live.channelList.number')}
                </th>
                <th scope="col">{t('live.channelList.name')}</th>
                <th scope="col">{t('live.healthList.state')}</th>
                <th scope="col">{t('live.sources')}</th>
                <th scope="col" className={numberColumn}>
                  {t('live.healthList.viewers')}
                </th>
                <th scope="col">{t('live.healthList.recording')}</th>
              </>
            }
          >
            {items.map((channel) => (
              <HealthRow key={channel.channel_id} channel={channel} />
            ))}
          </Table>
        )}
      </PagedList>
    </LiveFrame>
  );
}

function HealthRow({ channel }: { channel: ChannelHealth }) {
  const { t } = useTranslation();
  const bad = channel.state === 'down' || channel.state === 'failing_over';
  return (
    <tr>
      <td className={`${numberColumn} ${styles.nowrap}`}>{channel.number}</td>
      <th scope="row">{channel.title}</th>
      <td className={bad ? styles.down : undefined}>
        {t(`live.healthList.states.${channel.state}`)}
      </td>
      <td>
        <ol className={styles.sources}>
          {channel.sources.map((source, index) => (
            <li key={source.url} className={styles.detail}>
              {index + 1}. {source.url} — {t(`live.healthList.sourceStates.${source.state}`)}
              {channel.source === index && ` (${t('live.healthList.playing')})`}
              {source.failed_at && (
                <>
                  {' '}
                  · {t('live.healthList.failedAt', { when: '' })}
                  <DateTime value={source.failed_at} />
                </>
              )}
              {source.error && <div>{source.error}</div>}
            </li>
          ))}
        </ol>
      </td>
      <td className={numberColumn}>{channel.viewers}</td>
      <td>{channel.recorded ? t('live.healthList.recorded') : t('live.healthList.notRecorded')}</td>
    </tr>
  );
}

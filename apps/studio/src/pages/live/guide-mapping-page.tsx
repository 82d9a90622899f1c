import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { studioApi, type GuideChannel, type GuideMappingBody } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { PagedList } from '@/ui/paged-list';
import { pageFrom } from '@/ui/pager';
import { Table, numberColumn } from '@/ui/table';
import { TextField } from '@/ui/text-field';
import { LiveFrame, useMayChangeLive } from './live-frame';
import { guideChannelsQuery, useLiveChange } from './live-queries';
import styles from './live.module.css';

/** The guides' channels that feed no channel, each with a suggested match to map it to. */
export function GuideMappingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const all = params.get('show') === 'all';
  const list = useQuery(guideChannelsQuery(all, pageFrom(params)));
  return (
    <LiveFrame title={t('live.guide')}>
      <label className={styles.row}>
        <input
          type="checkbox"
          checked={all}
          onChange={(event) => setParams(event.target.checked ? { show: 'all' } : {})}
        />
        {t('live.mapping.showAll')}
      </label>
      <PagedList query={list} empty={all ? t('live.mapping.noneAtAll') : t('live.mapping.none')}>
        {({ items }) => (
          <Table
            columns={
              <>
                <th scope="col">{t('live.mapping.guideId')}</th>
                <th scope="col">{t('live.mapping.names')}</th>
                <th scope="col" className={numberColumn}>
                  {t('live.mapping.programmes')}
                </th>
                <th scope="col">{t('live.mapping.channel')}</th>
              </>
            }
          >
            {items.map((guide) => (
              <GuideRow key={guide.guide_id} guide={guide} />
            ))}
          </Table>
        )}
      </PagedList>
    </LiveFrame>
  );
}

function GuideRow({ guide }: { guide: GuideChannel }) {
  const { t } = useTranslation();
  const mayChange = useMayChangeLive();
  const errorText = useErrorText();
  const [number, setNumber] = useState('');
  const [unknown, setUnknown] = useState(false);
  const map = useLiveChange((body: GuideMappingBody) =>
    studioRequest(studioApi.mapGuideChannel, { body }),
  );
  const mapNumber = async () => {
    const found = await studioRequest(studioApi.liveChannels, { query: { q: number.trim() } });
    const channel = found.items.find((item) => item.number === Number(number));
    setUnknown(!channel);
    if (channel) map.mutate({ guide_id: guide.guide_id, channel_id: channel.id });
  };
  const name = guide.names[0] ?? guide.guide_id;
  return (
    <tr>
      <th scope="row">{guide.guide_id}</th>
      <td>{guide.names.join(', ')}</td>
      <td className={numberColumn}>{guide.programmes}</td>
      <td>
        <p>
          {guide.channel_title ?? t('live.mapping.unmatched')}
          {guide.mapped && ` (${t('live.mapping.mappedByOperator')})`}
        </p>
        {guide.channel_id === null && (
          <p className={styles.muted}>
            {guide.suggestion
              ? `${t('live.mapping.suggestion')}: ${guide.suggestion.number} ${guide.suggestion.title}`
              : t('live.mapping.noSuggestion')}
          </p>
        )}
        {mayChange && (
          <div className={styles.row}>
            {guide.channel_id === null && guide.suggestion && (
              <Button
                type="button"
                disabled={map.isPending}
                onClick={() =>
                  map.mutate({ guide_id: guide.guide_id, channel_id: guide.suggestion!.id })
                }
              >
                {t('live.mapping.mapSuggested', { guide: name, channel: guide.suggestion.title })}
              </Button>
            )}
            <form
              className={styles.row}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void mapNumber();
              }}
            >
              <TextField
                label={t('live.mapping.mapTo', { guide: name })}
                inputMode="numeric"
                value={number}
                error={unknown ? t('live.mapping.unknownNumber', { number }) : undefined}
                onChange={(event) => setNumber(event.target.value)}
              />
              <Button look="quiet" disabled={map.isPending || number.trim() === ''}>
                {t('live.mapping.map', { guide: name })}
              </Button>
            </form>
            {guide.mapped && (
              <Button
                type="button"
                look="danger"
                disabled={map.isPending}
                onClick={() => map.mutate({ guide_id: guide.guide_id, channel_id: null })}
              >
                {t('live.mapping.unmap', { guide: name })}
              </Button>
            )}
          </div>
        )}
        {map.isError && <Alert tone="error">{errorText(map.error)}</Alert>}
      </td>
    </tr>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { StudioLiveChannel } from '@marquee/contract';
import { useDebouncedSearch } from '@/ui/use-debounced-search';
import { PagedList } from '@/ui/paged-list';
import { pageFrom } from '@/ui/pager';
import { SelectField } from '@/ui/select-field';
import { Table, numberColumn } from '@/ui/table';
import { TextField } from '@/ui/text-field';
import { Alert } from '@/ui/alert';
import { LiveFrame, useMayChangeLive } from './live-frame';
import { liveCategoriesQuery, liveChannelsQuery } from './live-queries';
import styles from './live.module.css';

/** The channels, searched and filtered on the server, each a link to its editor. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const mayChange = useMayChangeLive();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const [params, setParams] = useSearchParams();
  const { text, setText, search } = useDebouncedSearch();
  const categoryId = Number(params.get('category')) || undefined;
  const categories = useQuery(liveCategoriesQuery());
  const list = useQuery(liveChannelsQuery(search, categoryId, pageFrom(params)));
  const chooseCategory = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (value) next.set('category', value);
      else next.delete('category');
      return next;
    });
  return (
    <LiveFrame title={t('live.channels')}>
      {deleted && <Alert tone="success">{t('live.channelList.deleted', { title: deleted })}</Alert>}
      {mayChange && (
        <p>
          <Link className={styles.action} to="/live/channels/new">
            {t('live.channelList.add')}
          </Link>
        </p>
      )}
      <div role="search" className={styles.filters}>
        <TextField
          label={t('live.channelList.search')}
          hint={t('live.channelList.searchHint')}
          type="search"
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label={t('live.channelList.category')}
          value={categoryId ? String(categoryId) : ''}
          onChange={(event) => chooseCategory(event.target.value)}
        >
          <option value="">{t('live.channelList.allCategories')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedList
        query={list}
        empty={search ? t('live.channelList.noMatch', { search }) : t('live.channelList.none')}
      >
        {({ items, pager }) => (
          <ChannelsTable
            channels={items}
            caption={t('live.channelList.count', { count: pager.count })}
          />
        )}
      </PagedList>
    </LiveFrame>
  );
}

function ChannelsTable({ channels, caption }: { channels: StudioLiveChannel[]; caption: string }) {
  const { t } = useTranslation();
  const catchup = (channel: StudioLiveChannel) => {
    if (!channel.catchup || channel.catchup_days === 0) return t('live.channelList.off');
    const days = t('live.channelList.catchupDays', { count: channel.catchup_days });
    if (channel.upstream_archive) return `${days} (${t('live.channelList.archive')})`;
    return channel.recorded ? `${days} (${t('live.channelList.recorded')})` : days;
  };
  return (
    <Table
      caption={caption}
      columns={
        <>
          <th scope="col" className={numberColumn}>
            {t('live.channelList.number')}
          </th>
          <th scope="col">{t('live.channelList.name')}</th>
          <th scope="col" className={numberColumn}>
            {t('live.channelList.sourcesCount')}
          </th>
          <th scope="col">{t('live.channelList.catchup')}</th>
        </>
      }
    >
      {channels.map((channel) => (
        <tr key={channel.id}>
          <td className={`${numberColumn} ${styles.nowrap}`}>{channel.number}</td>
          <th scope="row">
            <Link to={`/live/channels/${channel.id}`}>{channel.title}</Link>
          </th>
          <td className={numberColumn}>{channel.sources.length}</td>
          <td>{catchup(channel)}</td>
        </tr>
      ))}
    </Table>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { StudioChannelProfile } from '@marquee/contract';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { PagedList } from '@/ui/paged-list';
import { pageFrom } from '@/ui/pager';
import { Table } from '@/ui/table';
import { TextField } from '@/ui/text-field';
import { useDebouncedSearch } from '@/ui/use-debounced-search';
import { ChannelPriceForm } from './channel-price-form';
import { channelPricesQuery } from './commerce-queries';
import { useMoney } from './money';
import styles from './commerce.module.css';

/** The prices of channels' streaming profiles: found by channel name, changed one at a time. */
export function ChannelPricesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { text, setText, search } = useDebouncedSearch();
  const list = useQuery(channelPricesQuery(search, pageFrom(params)));
  const money = useMoney();
  const [editing, setEditing] = useState<{ channel: string; profile: StudioChannelProfile }>();
  const [outcome, setOutcome] = useState<string>();
  // Channel prices carry no currency of their own: the service's, as rentals charge them.
  const priceText = (profile: StudioChannelProfile) =>
    profile.business_model === 'svod' || profile.pricing.length === 0
      ? t('commerce.noPrice')
      : profile.pricing
          .map((entry) =>
            entry.duration === null
              ? money(entry.price, 'EUR')
              : `${money(entry.price, 'EUR')} / ${t('commerce.days', { count: entry.duration })}`,
          )
          .join(', ');
  return (
    <section className={styles.section} aria-label={t('commerce.channelsTab')}>
      {outcome && <Alert tone="success">{outcome}</Alert>}
      {editing && (
        <ChannelPriceForm
          key={editing.profile.id}
          channel={editing.channel}
          profile={editing.profile}
          onSaved={(message) => {
            setEditing(undefined);
            setOutcome(message);
          }}
          onCancel={() => setEditing(undefined)}
        />
      )}
      <div role="search" className={styles.search}>
        <TextField
          label={t('commerce.channelSearch')}
          type="search"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <PagedList query={list} empty={t('commerce.noChannels')}>
        {({ items, pager }) => (
          <Table
            caption={t('commerce.channelsCaption', { count: pager.count })}
            columns={
              <>
                <th scope="col">{t('commerce.channel')}</th>
                <th scope="col">{t('commerce.profile')}</th>
                <th scope="col">{t('commerce.model')}</th>
                <th scope="col">{t('commerce.prices')}</th>
                {canEdit && <th scope="col">{t('commerce.edit')}</th>}
              </>
            }
          >
            {items.flatMap((channel) =>
              channel.profiles.map((profile, index) => (
                <tr key={profile.id}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={channel.profiles.length}>
                      {channel.channel_title}
                    </th>
                  )}
                  <td>{profile.name}</td>
                  <td>{t(`commerce.models.${profile.business_model}`)}</td>
                  <td>{priceText(profile)}</td>
                  {canEdit && (
                    <td>
                      <Button
                        type="button"
                        look="quiet"
                        aria-label={t('commerce.editPricesLabel', {
                          channel: channel.channel_title,
                          profile: profile.name,
                        })}
                        onClick={() => {
                          setOutcome(undefined);
                          setEditing({ channel: channel.channel_title, profile });
                        }}
                      >
                        {t('commerce.editPrices')}
                      </Button>
                    </td>
                  )}
                </tr>
              )),
            )}
          </Table>
        )}
      </PagedList>
    </section>
  );
}

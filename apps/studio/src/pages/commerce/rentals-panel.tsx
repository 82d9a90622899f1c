import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { StudioRental } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import { PagedList } from '@/ui/paged-list';
import { pageFrom } from '@/ui/pager';
import { Table, numberColumn } from '@/ui/table';
import { TextField } from '@/ui/text-field';
import { useDebouncedSearch } from '@/ui/use-debounced-search';
import { rentalsQuery } from './commerce-queries';
import { useMoney } from './money';
import styles from './commerce.module.css';

/** What was rented, as a cell says it: the title, or the channel. */
export function useItemText(): (rental: StudioRental) => string {
  const { t } = useTranslation();
  return (rental) =>
    rental.item_type === 'channel'
      ? t('commerce.channelItem', { title: rental.item_title })
      : rental.item_title;
}

/** How long a rental runs: its days, or for good. */
export function usePeriodText(): (rental: StudioRental) => string {
  const { t } = useTranslation();
  return (rental) =>
    rental.duration_days === null
      ? t('commerce.forGood')
      : t('commerce.days', { count: rental.duration_days });
}

/** Rentals, newest first, found by the subscriber's e-mail or the title, a page at a time. */
export function RentalsPanel() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { text, setText, search } = useDebouncedSearch();
  const list = useQuery(rentalsQuery(search, pageFrom(params)));
  const money = useMoney();
  const itemText = useItemText();
  const periodText = usePeriodText();
  return (
    <section className={styles.section} aria-label={t('commerce.rentalsTab')}>
      <div role="search" className={styles.search}>
        <TextField
          label={t('commerce.rentalSearch')}
          type="search"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <PagedList query={list} empty={t('commerce.noRentals')}>
        {({ items, pager }) => (
          <Table
            caption={t('commerce.rentalsCaption', { count: pager.count })}
            columns={
              <>
                <th scope="col">{t('commerce.item')}</th>
                <th scope="col">{t('commerce.subscriber')}</th>
                <th scope="col">{t('commerce.period')}</th>
                <th scope="col" className={numberColumn}>
                  {t('commerce.price')}
                </th>
                <th scope="col">{t('commerce.started')}</th>
                <th scope="col">{t('commerce.state')}</th>
                <th scope="col">{t('commerce.details')}</th>
              </>
            }
          >
            {items.map((rental) => (
              <tr key={rental.id}>
                <th scope="row">
                  {itemText(rental)}
                  <span className={styles.detail}>{rental.profile_name}</span>
                </th>
                <td>{rental.email}</td>
                <td>{periodText(rental)}</td>
                <td className={numberColumn}>{money(rental.price, rental.currency_code)}</td>
                <td>
                  <DateTime value={rental.starts_at} />
                </td>
                <td>{t(`commerce.states.${rental.state}`)}</td>
                <td>
                  <Link
                    to={`/commerce/rentals/${rental.id}`}
                    aria-label={t('commerce.detailsLabel', { id: rental.id })}
                  >
                    {t('commerce.details')}
                  </Link>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </PagedList>
    </section>
  );
}

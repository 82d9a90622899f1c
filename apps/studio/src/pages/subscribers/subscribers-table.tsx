import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubscriberListItem } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import { Table, numberColumn } from '@/ui/table';
import { SubscriptionState } from './subscription-state';

/** A page of subscribers, each e-mail a link to the subscriber's page. */
export function SubscribersTable({
  subscribers,
  caption,
}: {
  subscribers: SubscriberListItem[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <Table
      caption={caption}
      columns={
        <>
          <th scope="col">{t('subscribers.email')}</th>
          <th scope="col">{t('subscribers.name')}</th>
          <th scope="col">{t('subscribers.subscription')}</th>
          <th scope="col" className={numberColumn}>
            {t('subscribers.devices')}
          </th>
          <th scope="col">{t('subscribers.lastSeen')}</th>
          <th scope="col">{t('subscribers.created')}</th>
        </>
      }
    >
      {subscribers.map((subscriber) => (
        <tr key={subscriber.id}>
          <th scope="row">
            <Link to={`/subscribers/${subscriber.id}`}>{subscriber.email}</Link>
          </th>
          <td>{subscriber.name ?? t('subscribers.noName')}</td>
          <td>
            <SubscriptionState state={subscriber.subscription} />
          </td>
          <td className={numberColumn}>{subscriber.device_count}</td>
          <td>
            {subscriber.last_seen_at ? (
              <DateTime value={subscriber.last_seen_at} />
            ) : (
              t('subscribers.never')
            )}
          </td>
          <td>
            <DateTime value={subscriber.created_at} time={false} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

import { useTranslation } from 'react-i18next';
import type { StudioAdBanner } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import { Table, numberColumn } from '@/ui/table';
import { RowActions } from './row-actions';
import styles from './ads.module.css';

/** Banners with their counts; editors get "Edit" and "Delete" on each. */
export function BannersTable({
  banners,
  caption,
  canEdit,
  deleting,
  onEdit,
  onDelete,
}: {
  banners: StudioAdBanner[];
  caption: string;
  canEdit: boolean;
  deleting: string | undefined;
  onEdit: (banner: StudioAdBanner) => void;
  onDelete: (banner: StudioAdBanner) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table
      caption={caption}
      columns={
        <>
          <th scope="col">{t('ads.banner')}</th>
          <th scope="col">{t('ads.box')}</th>
          <th scope="col">{t('ads.target')}</th>
          <th scope="col">{t('ads.state')}</th>
          <th scope="col" className={numberColumn}>
            {t('ads.impressions')}
          </th>
          <th scope="col" className={numberColumn}>
            {t('ads.clicks')}
          </th>
          {canEdit && <th scope="col">{t('ads.actions')}</th>}
        </>
      }
    >
      {banners.map((banner) => (
        <tr key={banner.id} data-testid={`banner-${banner.id}`}>
          <td>
            <img className={styles.thumbnail} src={banner.image_url} alt="" />
            {banner.title}
          </td>
          <td>{t(`ads.boxes.${banner.box_position}`)}</td>
          <td>{banner.target_url ?? t('ads.noTarget')}</td>
          <td>
            {banner.active ? t('ads.active') : t('ads.inactive')}
            {banner.starts_at && (
              <>
                <br />
                {t('ads.from')} <DateTime value={banner.starts_at} />
              </>
            )}
            {banner.ends_at && (
              <>
                <br />
                {t('ads.until')} <DateTime value={banner.ends_at} />
              </>
            )}
          </td>
          <td className={numberColumn}>{banner.impressions}</td>
          <td className={numberColumn}>{banner.clicks}</td>
          {canEdit && (
            <td>
              <RowActions
                id={`banner-${banner.id}`}
                name={banner.title}
                deleting={deleting === banner.id}
                onEdit={() => onEdit(banner)}
                onDelete={() => onDelete(banner)}
              />
            </td>
          )}
        </tr>
      ))}
    </Table>
  );
}

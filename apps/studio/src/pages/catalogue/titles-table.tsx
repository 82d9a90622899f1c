import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudioTitleLine } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import { Table } from '@/ui/table';
import styles from './catalogue.module.css';

/** A page of films or shows, each title a link to its editor. */
export function TitlesTable({
  kind,
  titles,
  caption,
}: {
  kind: 'films' | 'shows';
  titles: StudioTitleLine[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <Table
      caption={caption}
      columns={
        <>
          <th scope="col">{t('catalogue.cover')}</th>
          <th scope="col">{t('catalogue.fields.title')}</th>
          <th scope="col">{t('catalogue.year')}</th>
          <th scope="col">{t('catalogue.genres')}</th>
          <th scope="col">{t('catalogue.added')}</th>
        </>
      }
    >
      {titles.map((title) => (
        <tr key={title.id}>
          <td>
            <img className={styles.thumb} src={title.cover_url} alt="" loading="lazy" />
          </td>
          <th scope="row">
            <Link to={`/catalogue/${kind}/${title.id}`}>{title.title}</Link>
          </th>
          <td>{title.year ?? '—'}</td>
          <td>{title.genres.map((genre) => genre.name).join(', ')}</td>
          <td>
            <DateTime value={title.created_at} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

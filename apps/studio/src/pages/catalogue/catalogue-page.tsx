import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '@/ui/paged-list';
import { pageFrom } from '@/ui/pager';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useDebouncedSearch } from '@/ui/use-debounced-search';
import { catalogueListQuery, choicesQuery } from './catalogue-queries';
import { TitlesTable } from './titles-table';
import styles from './catalogue.module.css';

/** The catalogue: films or shows, searched on the server, by genre, in an order, paged. */
export function CataloguePage({ kind }: { kind: 'films' | 'shows' }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { text, setText, search } = useDebouncedSearch();
  const genreId = Number(params.get('genre')) || undefined;
  const sort = params.get('sort') === 'title' ? 'title' : 'newest';
  const choices = useQuery(choicesQuery());
  const list = useQuery(
    catalogueListQuery({ kind, search, genreId, sort, page: pageFrom(params) }),
  );
  /** Sets one of the address's filters, back to page 1. */
  const setParam = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>{t('catalogue.title')}</h1>
        <Link
          className={styles.action}
          to={kind === 'films' ? '/catalogue/films/new' : '/catalogue/shows/new'}
        >
          {kind === 'films' ? t('catalogue.newFilm') : t('catalogue.newShow')}
        </Link>
      </div>
      <nav aria-label={t('catalogue.kind')} className={styles.switch}>
        <Link to="/catalogue" aria-current={kind === 'films' ? 'page' : undefined}>
          {t('catalogue.films')}
        </Link>
        <Link to="/catalogue/shows" aria-current={kind === 'shows' ? 'page' : undefined}>
          {t('catalogue.shows')}
        </Link>
      </nav>
      <div role="search" className={styles.filters}>
        <TextField
          label={t('catalogue.search')}
          type="search"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label={t('catalogue.genre')}
          value={genreId ?? ''}
          onChange={(event) => setParam('genre', event.target.value)}
        >
          <option value="">{t('catalogue.anyGenre')}</option>
          {choices.data?.genres.map((genre) => (
            <option key={genre.id} value={genre.id}>
              {genre.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('catalogue.sort')}
          value={sort}
          onChange={(event) => setParam('sort', event.target.value === 'title' ? 'title' : '')}
        >
          <option value="newest">{t('catalogue.newest')}</option>
          <option value="title">{t('catalogue.byTitle')}</option>
        </SelectField>
      </div>
      <PagedList
        query={list}
        empty={
          search
            ? t('catalogue.noMatch', { search })
            : kind === 'films'
              ? t('catalogue.noFilms')
              : t('catalogue.noShows')
        }
      >
        {({ items, pager }) => (
          <TitlesTable
            kind={kind}
            titles={items}
            caption={t('catalogue.count', { count: pager.count })}
          />
        )}
      </PagedList>
    </div>
  );
}

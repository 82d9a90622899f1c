import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurationCandidate, SlideModelType } from '@marquee/contract';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { TextField } from '@/ui/text-field';
import { candidatesQuery } from './curation-queries';
import styles from './curation.module.css';

/** The key an entry of a list has: its kind and id. */
export const entryKey = (type: number, id: number) => `${type}-${id}`;

/**
 * A search of titles (and channels) by name on the server, each found one with an Add button;
 * `type` keeps to one kind, `listed` names the keys already in the list.
 */
export function TitleFinder({
  type,
  listed,
  onAdd,
}: {
  type?: SlideModelType;
  listed: ReadonlySet<string>;
  onAdd: (candidate: CurationCandidate) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const found = useQuery(candidatesQuery(search, type));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
  };
  return (
    <div className={styles.finder}>
      <form role="search" className={styles.searchForm} onSubmit={submit}>
        <TextField
          label={t('curation.search')}
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <Button look="quiet" disabled={text.trim() === ''}>
          {t('curation.searchButton')}
        </Button>
      </form>
      {search && found.isFetching && <p role="status">{t('curation.searching')}</p>}
      {found.isError && <CallFailed error={found.error} onRetry={() => void found.refetch()} />}
      {found.data?.length === 0 && <p role="status">{t('curation.noResults', { search })}</p>}
      {found.data && found.data.length > 0 && (
        <ul className={styles.results} aria-label={t('curation.results')}>
          {found.data.map((candidate) => {
            const key = entryKey(candidate.model_type, candidate.model_id);
            const kind = t(`curation.kinds.${candidate.model_type}`);
            return (
              <li key={key} className={styles.entry}>
                <span className={styles.entryText}>
                  <span className={styles.entryTitle}>{candidate.title}</span>
                  <span className={styles.detail}>
                    {[kind, candidate.detail].filter(Boolean).join(' · ')}
                  </span>
                </span>
                {listed.has(key) ? (
                  <span className={styles.detail}>{t('curation.inList')}</span>
                ) : (
                  <Button
                    type="button"
                    look="quiet"
                    aria-label={t('curation.addLabel', { title: candidate.title })}
                    onClick={() => onAdd(candidate)}
                  >
                    {t('curation.add')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

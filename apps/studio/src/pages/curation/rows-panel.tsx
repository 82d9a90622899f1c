import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ItemType, studioApi, type RecommendedRows } from '@marquee/contract';
import { studioAnswer } from '@/api/studio-api';
import { serverText, useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { rowsQuery, useCurationChange } from './curation-queries';
import { OrderedTitles, type OrderedEntry } from './ordered-titles';
import { TitleFinder, entryKey } from './title-finder';
import styles from './curation.module.css';

type Row = 'movies' | 'shows';
const ROW_TYPES = { movies: ItemType.movie, shows: ItemType.show } as const;

const entriesOf = (rows: RecommendedRows, row: Row): OrderedEntry[] =>
  rows[row].map((title) => ({
    key: entryKey(ROW_TYPES[row], title.id),
    title: title.title,
    detail: '',
  }));
const idOf = (entry: OrderedEntry) => Number(entry.key.split('-')[1]);

/** The recommended rows of movies and shows, changed here and saved together. */
export function RowsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const rows = useQuery(rowsQuery());
  const [outcome, setOutcome] = useState<string>();
  if (rows.isPending) return <p role="status">{t('app.loading')}</p>;
  if (rows.isError) return <CallFailed error={rows.error} onRetry={() => void rows.refetch()} />;
  return (
    <RowsDraft
      key={JSON.stringify(rows.data)}
      saved={rows.data}
      canEdit={canEdit}
      outcome={outcome}
      onOutcome={setOutcome}
    />
  );
}

function RowsDraft({
  saved,
  canEdit,
  outcome,
  onOutcome,
}: {
  saved: RecommendedRows;
  canEdit: boolean;
  outcome: string | undefined;
  onOutcome: (text: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [draft, setDraft] = useState({
    movies: entriesOf(saved, 'movies'),
    shows: entriesOf(saved, 'shows'),
  });
  const [said, setSaid] = useState({ movies: '', shows: '' });
  const save = useCurationChange(() =>
    studioAnswer(studioApi.saveRecommendedRows, {
      body: { movies: draft.movies.map(idOf), shows: draft.shows.map(idOf) },
    }),
  );
  const changed =
    JSON.stringify(draft) !==
    JSON.stringify({ movies: entriesOf(saved, 'movies'), shows: entriesOf(saved, 'shows') });
  const change = (row: Row, next: OrderedEntry[], text: string) => {
    setDraft({ ...draft, [row]: next });
    setSaid({ ...said, [row]: text });
    onOutcome(undefined);
  };
  return (
    <section className={styles.panel} aria-labelledby="rows-title">
      <h2 id="rows-title">{t('curation.rows')}</h2>
      {(['movies', 'shows'] as const).map((row) => (
        <div key={row} className={styles.row}>
          <h3 id={`row-${row}`}>{t(`curation.${row}`)}</h3>
          <OrderedTitles
            id={`row-${row}-list`}
            label={t(`curation.${row}`)}
            entries={draft[row]}
            empty={t('curation.rowEmpty')}
            canEdit={canEdit}
            announcement={said[row]}
            onChange={(next, text) => change(row, next, text)}
          />
          {canEdit && (
            <TitleFinder
              type={ROW_TYPES[row]}
              listed={new Set(draft[row].map((entry) => entry.key))}
              onAdd={(candidate) =>
                change(
                  row,
                  [
                    ...draft[row],
                    {
                      key: entryKey(candidate.model_type, candidate.model_id),
                      title: candidate.title,
                      detail: '',
                    },
                  ],
                  t('curation.addedItem', { title: candidate.title }),
                )
              }
            />
          )}
        </div>
      ))}
      {canEdit && (
        <>
          {changed && <p>{t('curation.unsaved')}</p>}
          {save.isError && <Alert tone="error">{errorText(save.error)}</Alert>}
          {outcome && <Alert tone="success">{outcome}</Alert>}
          <Button
            type="button"
            className={styles.start}
            disabled={!changed || save.isPending}
            onClick={() =>
              // The saved list comes back as a new draft: the message is kept above it.
              void save
                .mutateAsync(undefined)
                .then((answer) => onOutcome(serverText(answer.notice, answer.message ?? '')))
                .catch(() => undefined)
            }
          >
            {save.isPending ? t('app.saving') : t('curation.saveRows')}
          </Button>
        </>
      )}
    </section>
  );
}

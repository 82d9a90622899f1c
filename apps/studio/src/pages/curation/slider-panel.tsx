import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type SlideModelType, type StudioSlide } from '@marquee/contract';
import { studioAnswer } from '@/api/studio-api';
import { serverText, useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { useCurationChange, slidesQuery } from './curation-queries';
import { OrderedTitles, type OrderedEntry } from './ordered-titles';
import { TitleFinder, entryKey } from './title-finder';
import styles from './curation.module.css';

/** A slide as the list shows it: its kind and, for one that is gone, that it is. */
function entryOf(slide: StudioSlide, kind: string, gone: string): OrderedEntry {
  return {
    key: entryKey(slide.model_type, slide.model_id),
    title: slide.title,
    detail: slide.found ? kind : `${kind} · ${gone}`,
  };
}

/** The home slider: its slides in order, changed here and saved at once. */
export function SliderPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const slides = useQuery(slidesQuery());
  // Kept here: a save makes a new draft, and its message outlives the old one.
  const [outcome, setOutcome] = useState<string>();
  if (slides.isPending) return <p role="status">{t('app.loading')}</p>;
  if (slides.isError)
    return <CallFailed error={slides.error} onRetry={() => void slides.refetch()} />;
  const entries = slides.data.map((slide) =>
    entryOf(slide, t(`curation.kinds.${slide.model_type}`), t('curation.gone')),
  );
  // A new draft whenever the saved slider changes.
  return (
    <SliderDraft
      key={JSON.stringify(entries)}
      saved={entries}
      canEdit={canEdit}
      outcome={outcome}
      onOutcome={setOutcome}
    />
  );
}

function SliderDraft({
  saved,
  canEdit,
  outcome,
  onOutcome: setOutcome,
}: {
  saved: OrderedEntry[];
  canEdit: boolean;
  outcome: string | undefined;
  onOutcome: (text: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [entries, setEntries] = useState(saved);
  const [said, setSaid] = useState('');
  const save = useCurationChange(() =>
    studioAnswer(studioApi.saveHighlightedSlides, {
      body: {
        slides: entries.map((entry) => {
          const [type, id] = entry.key.split('-').map(Number);
          return { model_type: type as SlideModelType, model_id: id! };
        }),
      },
    }),
  );
  const changed = JSON.stringify(entries) !== JSON.stringify(saved);
  return (
    <section className={styles.panel} aria-labelledby="slider-title">
      <h2 id="slider-title" tabIndex={-1}>
        {t('curation.slider')}
      </h2>
      <p className={styles.muted}>{t('curation.sliderHint')}</p>
      <OrderedTitles
        id="slides"
        label={t('curation.slider')}
        entries={entries}
        empty={t('curation.noSlides')}
        canEdit={canEdit}
        announcement={said}
        onChange={(next, text) => {
          setEntries(next);
          setSaid(text);
          setOutcome(undefined);
        }}
      />
      {canEdit && (
        <>
          <TitleFinder
            listed={new Set(entries.map((entry) => entry.key))}
            onAdd={(candidate) => {
              const kind = t(`curation.kinds.${candidate.model_type}`);
              setEntries([
                ...entries,
                {
                  key: entryKey(candidate.model_type, candidate.model_id),
                  title: candidate.title,
                  detail: kind,
                },
              ]);
              setSaid(t('curation.addedItem', { title: candidate.title }));
            }}
          />
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
                .then((answer) => setOutcome(serverText(answer.notice, answer.message ?? '')))
                .catch(() => undefined)
            }
          >
            {save.isPending ? t('app.saving') : t('curation.saveSlider')}
          </Button>
        </>
      )}
    </section>
  );
}

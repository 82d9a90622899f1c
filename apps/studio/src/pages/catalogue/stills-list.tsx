import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type StudioTitleArt } from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { studioAnswer } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import styles from './catalogue.module.css';

/** The uploaded stills in order, each moved earlier or later, or removed. */
export function StillsList({
  model,
  id,
  art,
  onSaved,
}: {
  model: 'vods' | 'shows';
  id: number;
  art: StudioTitleArt;
  onSaved: (art: StudioTitleArt, message: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useMutation({
    mutationFn: (ask: { remove: number } | { order: number[] }) =>
      'remove' in ask
        ? studioAnswer(studioApi.removeCatalogueStill, { params: { id: ask.remove } })
        : studioAnswer(studioApi.orderCatalogueStills, {
            params: { id },
            query: { model },
            body: { ids: ask.order },
          }),
    onSuccess: (answer) =>
      onSaved(answer.data, serverText(answer.notice, answer.message ?? t('catalogue.saved'))),
  });
  if (art.stills.length === 0) return <p className={styles.muted}>{t('catalogue.art.noStills')}</p>;
  const ids = art.stills.map((still) => still.id);
  const swap = (index: number, other: number) => {
    const order = [...ids];
    [order[index], order[other]] = [order[other]!, order[index]!];
    change.mutate({ order });
  };
  return (
    <>
      {change.isError && <Alert tone="error">{errorText(change.error)}</Alert>}
      <ol className={styles.stills}>
        {art.stills.map((still, index) => {
          const number = index + 1;
          return (
            <li key={still.id}>
              <img src={still.url} alt={t('catalogue.art.still', { number })} />
              <div className={styles.actions}>
                <Button
                  type="button"
                  look="quiet"
                  disabled={index === 0 || change.isPending}
                  aria-label={t('catalogue.art.moveEarlier', { number })}
                  onClick={() => swap(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  look="quiet"
                  disabled={index === ids.length - 1 || change.isPending}
                  aria-label={t('catalogue.art.moveLater', { number })}
                  onClick={() => swap(index, index + 1)}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  look="danger"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ remove: still.id })}
                >
                  {t('catalogue.art.removeStill', { number })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type StudioTitleArt } from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { studioAnswer } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ArtUpload } from './art-upload';
import { catalogueKeys } from './catalogue-queries';
import { StillsList } from './stills-list';
import styles from './catalogue.module.css';

/** A title's artwork: cover, backdrop and gallery stills, each uploaded with a crop. */
export function ArtPanel({
  model,
  id,
  art: initial,
  title,
}: {
  model: 'vods' | 'shows';
  id: number;
  art: StudioTitleArt;
  title: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [art, setArt] = useState(initial);
  const [done, setDone] = useState<string>();
  const saved = (next: StudioTitleArt, message: string) => {
    setArt(next);
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
  };
  const remove = useMutation({
    mutationFn: (slot: 'cover' | 'backdrop') =>
      studioAnswer(studioApi.removeCatalogueArt, { params: { id }, query: { model, slot } }),
    onSuccess: (answer) =>
      saved(answer.data, serverText(answer.notice, answer.message ?? t('catalogue.saved'))),
  });
  const slot = (name: 'cover' | 'backdrop') => {
    const url = name === 'cover' ? art.cover_url : art.backdrop_url;
    const uploaded = name === 'cover' ? art.cover_uploaded : art.backdrop_uploaded;
    const label = t(`catalogue.art.names.${name}`);
    return (
      <section className={styles.slot} aria-labelledby={`art-${name}`}>
        <h3 id={`art-${name}`}>{t(`catalogue.art.${name}`)}</h3>
        <img
          className={name === 'cover' ? styles.coverImage : styles.backdropImage}
          src={url}
          alt={t('catalogue.art.current', { slot: label })}
        />
        <ArtUpload model={model} id={id} slot={name} onSaved={saved} />
        {uploaded && (
          <Button
            type="button"
            look="quiet"
            disabled={remove.isPending}
            onClick={() => remove.mutate(name)}
          >
            {t('catalogue.art.remove', { slot: label })}
          </Button>
        )}
      </section>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="art-title">
      <h2 id="art-title">
        {t('catalogue.art.title')} <span className={styles.muted}>{title}</span>
      </h2>
      {done && <Alert tone="success">{done}</Alert>}
      {remove.isError && <Alert tone="error">{errorText(remove.error)}</Alert>}
      <div className={styles.slots}>
        {slot('cover')}
        {slot('backdrop')}
      </div>
      <section className={styles.slot} aria-labelledby="art-stills">
        <h3 id="art-stills">{t('catalogue.art.stills')}</h3>
        <StillsList model={model} id={id} art={art} onSaved={saved} />
        <ArtUpload model={model} id={id} slot="still" onSaved={saved} />
      </section>
    </section>
  );
}

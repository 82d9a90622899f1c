import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { studioApi, type StudioSeason, type StudioShow } from '@marquee/contract';
import { useErrorText } from '@/api/error-text';
import { fieldErrorsOf, studioRequest } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { TextField } from '@/ui/text-field';
import { catalogueKeys, episodesQuery } from './catalogue-queries';
import { useFieldText } from '@/ui/use-field-text';
import styles from './catalogue.module.css';

/** One season: its episodes, each a link to its editor, Add episode and Delete season. */
function SeasonItem({ season, showId }: { season: StudioSeason; showId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const episodes = useQuery(episodesQuery(season.id));
  const remove = useMutation({
    mutationFn: () => studioRequest(studioApi.deleteCatalogueSeason, { params: { id: season.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.show(showId) }),
  });
  const heading = t('catalogue.season', { number: season.number, name: season.name });
  return (
    <li className={styles.season}>
      <h3>{heading}</h3>
      {episodes.data?.length === 0 && <p className={styles.muted}>{t('catalogue.noEpisodes')}</p>}
      <ol className={styles.episodes}>
        {episodes.data?.map((episode) => (
          <li key={episode.id}>
            <Link to={`/catalogue/episodes/${episode.id}`}>
              {t('catalogue.episodeLine', {
                number: episode.episode_number ?? '?',
                title: episode.title,
              })}
            </Link>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Link className={styles.action} to={`/catalogue/seasons/${season.id}/new-episode`}>
          {t('catalogue.addEpisode')}
        </Link>
        <ConfirmInPlace
          id={`delete-season-${season.id}`}
          label={t('catalogue.deleteSeason')}
          accessibleLabel={`${t('catalogue.deleteSeason')}: ${heading}`}
          question={`${t('catalogue.deleteSeason')}: ${heading}?`}
          confirmLabel={t('catalogue.delete')}
          busyLabel={t('catalogue.saving')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </div>
    </li>
  );
}

/** A show's seasons in order, and a form that adds one. */
export function SeasonsPanel({ show }: { show: StudioShow }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const next = Math.max(0, ...show.seasons.map((season) => season.number)) + 1;
  const [fields, setFields] = useState({ number: String(next), name: '', year: '' });
  const add = useMutation({
    mutationFn: () =>
      studioRequest(studioApi.createCatalogueSeason, {
        params: { id: show.id },
        body: {
          number: Number(fields.number),
          name: fields.name.trim() === '' ? `Season ${fields.number}` : fields.name,
          year: fields.year.trim() === '' ? null : Number(fields.year),
        },
      }),
    onSuccess: async (season) => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.show(show.id) });
      setFields({ number: String(season.number + 1), name: '', year: '' });
    },
  });
  const fieldText = useFieldText(fieldErrorsOf(add.error));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section className={styles.panel} aria-labelledby="seasons-title">
      <h2 id="seasons-title">{t('catalogue.seasons')}</h2>
      {show.seasons.length === 0 && <p className={styles.muted}>{t('catalogue.noSeasons')}</p>}
      <ol className={styles.seasons}>
        {show.seasons.map((season) => (
          <SeasonItem key={season.id} season={season} showId={show.id} />
        ))}
      </ol>
      <form className={styles.inline} onSubmit={submit} noValidate>
        <TextField
          label={t('catalogue.seasonNumber')}
          inputMode="numeric"
          value={fields.number}
          error={fieldText('number')}
          onChange={(event) => setFields({ ...fields, number: event.target.value })}
        />
        <TextField
          label={t('catalogue.seasonName')}
          value={fields.name}
          error={fieldText('name')}
          maxLength={200}
          onChange={(event) => setFields({ ...fields, name: event.target.value })}
        />
        <TextField
          label={t('catalogue.seasonYear')}
          inputMode="numeric"
          value={fields.year}
          error={fieldText('year')}
          onChange={(event) => setFields({ ...fields, year: event.target.value })}
        />
        <Button disabled={add.isPending}>{t('catalogue.addSeason')}</Button>
      </form>
      {add.isError && <Alert tone="error">{errorText(add.error)}</Alert>}
    </section>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { studioApi, type StudioVod } from '@marquee/contract';
import { studioAnswer, studioRequest } from '@/api/studio-api';
import { CallFailed } from '@/ui/call-failed';
import { ArtPanel } from './art-panel';
import { catalogueKeys, vodQuery } from './catalogue-queries';
import { SubtitlesPanel } from './subtitles-panel';
import { TitleEditor } from './title-editor';
import { episodeBodyOf, filmBodyOf } from './title-form-state';
import styles from './catalogue.module.css';

/** A film's or an episode's editor: its fields, artwork, subtitles, and links to media and prices. */
export function VodEditor({ vod, kind }: { vod: StudioVod; kind: 'film' | 'episode' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = kind === 'film' ? '/catalogue' : `/catalogue/shows/${vod.show_id}`;
  return (
    <div className={styles.page}>
      <p>
        <Link to={back}>
          {kind === 'film' ? t('catalogue.backToList') : t('catalogue.backToShow')}
        </Link>
      </p>
      <h1>
        {kind === 'film'
          ? t('catalogue.editFilm', { title: vod.title })
          : t('catalogue.editEpisode', { title: vod.title })}
      </h1>
      <nav aria-label={vod.title} className={styles.switch}>
        <Link to={`/catalogue/vods/${vod.id}/media`}>{t('catalogue.media')}</Link>
        <Link to={`/catalogue/vods/${vod.id}/offers`}>{t('catalogue.prices')}</Link>
      </nav>
      <TitleEditor
        key={vod.id}
        kind={kind}
        title={vod}
        save={(state) =>
          kind === 'film'
            ? studioAnswer(studioApi.changeCatalogueFilm, {
                params: { id: vod.id },
                body: filmBodyOf(state),
              })
            : studioAnswer(studioApi.changeCatalogueEpisode, {
                params: { id: vod.id },
                body: episodeBodyOf(state),
              })
        }
        remove={async () => {
          await studioRequest(studioApi.deleteCatalogueVod, { params: { id: vod.id } });
          await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
          await navigate(back);
        }}
        onSaved={(saved) => {
          queryClient.setQueryData(catalogueKeys.vod(vod.id), saved);
          void queryClient.invalidateQueries({ queryKey: catalogueKeys.lists() });
        }}
      />
      <ArtPanel model="vods" id={vod.id} art={vod.art} title={vod.title} />
      <SubtitlesPanel vod={vod} />
    </div>
  );
}

/** /catalogue/films/new and /catalogue/films/:id. */
export function FilmEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const vodId = Number(id);
  const film = useQuery({ ...vodQuery(vodId), enabled: id !== 'new' });
  if (id === 'new') {
    return (
      <div className={styles.page}>
        <p>
          <Link to="/catalogue">{t('catalogue.backToList')}</Link>
        </p>
        <h1>{t('catalogue.newFilm')}</h1>
        <TitleEditor
          kind="film"
          title={undefined}
          save={(state) => studioAnswer(studioApi.createCatalogueFilm, { body: filmBodyOf(state) })}
          onSaved={(saved) => {
            queryClient.setQueryData(catalogueKeys.vod(saved.id), saved);
            void queryClient.invalidateQueries({ queryKey: catalogueKeys.lists() });
            void navigate(`/catalogue/films/${saved.id}`, { replace: true });
          }}
        />
      </div>
    );
  }
  if (film.isPending) return <p role="status">{t('app.loading')}</p>;
  if (film.isError) return <CallFailed error={film.error} onRetry={() => void film.refetch()} />;
  return <VodEditor vod={film.data} kind="film" />;
}

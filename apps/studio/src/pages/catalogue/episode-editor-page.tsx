import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { studioApi } from '@marquee/contract';
import { studioAnswer } from '@/api/studio-api';
import { CallFailed } from '@/ui/call-failed';
import { catalogueKeys, vodQuery } from './catalogue-queries';
import { VodEditor } from './film-editor-page';
import { TitleEditor } from './title-editor';
import { episodeBodyOf } from './title-form-state';
import styles from './catalogue.module.css';

/** /catalogue/episodes/:id: an episode's editor. */
export function EpisodeEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const episode = useQuery(vodQuery(Number(id)));
  if (episode.isPending) return <p role="status">{t('app.loading')}</p>;
  if (episode.isError)
    return <CallFailed error={episode.error} onRetry={() => void episode.refetch()} />;
  return <VodEditor vod={episode.data} kind="episode" />;
}

/** /catalogue/seasons/:seasonId/new-episode: a new episode of a season. */
export function NewEpisodePage() {
  const { t } = useTranslation();
  const { seasonId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className={styles.page}>
      <h1>{t('catalogue.newEpisode')}</h1>
      <TitleEditor
        kind="episode"
        title={undefined}
        save={(state) =>
          studioAnswer(studioApi.createCatalogueEpisode, {
            params: { id: Number(seasonId) },
            body: episodeBodyOf(state),
          })
        }
        onSaved={(saved) => {
          queryClient.setQueryData(catalogueKeys.vod(saved.id), saved);
          void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
          void navigate(`/catalogue/episodes/${saved.id}`, { replace: true });
        }}
      />
    </div>
  );
}

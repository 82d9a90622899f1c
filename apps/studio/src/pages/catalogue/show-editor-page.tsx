import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { studioApi } from '@marquee/contract';
import { studioAnswer, studioRequest } from '@/api/studio-api';
import { CallFailed } from '@/ui/call-failed';
import { ArtPanel } from './art-panel';
import { catalogueKeys, showQuery } from './catalogue-queries';
import { SeasonsPanel } from './seasons-panel';
import { TitleEditor } from './title-editor';
import { showBodyOf } from './title-form-state';
import styles from './catalogue.module.css';

/** /catalogue/shows/new and /catalogue/shows/:id: a show's fields, artwork and seasons. */
export function ShowEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showId = Number(id);
  const show = useQuery({ ...showQuery(showId), enabled: id !== 'new' });
  const back = (
    <p>
      <Link to="/catalogue/shows">{t('catalogue.backToList')}</Link>
    </p>
  );
  if (id === 'new') {
    return (
      <div className={styles.page}>
        {back}
        <h1>{t('catalogue.newShow')}</h1>
        <TitleEditor
          kind="show"
          title={undefined}
          save={(state) => studioAnswer(studioApi.createCatalogueShow, { body: showBodyOf(state) })}
          onSaved={(saved) => {
            queryClient.setQueryData(catalogueKeys.show(saved.id), saved);
            void queryClient.invalidateQueries({ queryKey: catalogueKeys.lists() });
            void navigate(`/catalogue/shows/${saved.id}`, { replace: true });
          }}
        />
      </div>
    );
  }
  if (show.isPending) return <p role="status">{t('app.loading')}</p>;
  if (show.isError) return <CallFailed error={show.error} onRetry={() => void show.refetch()} />;
  const data = show.data;
  return (
    <div className={styles.page}>
      {back}
      <h1>{t('catalogue.editShow', { title: data.title })}</h1>
      <TitleEditor
        key={data.id}
        kind="show"
        title={data}
        save={(state) =>
          studioAnswer(studioApi.changeCatalogueShow, {
            params: { id: data.id },
            body: showBodyOf(state),
          })
        }
        remove={async () => {
          await studioRequest(studioApi.deleteCatalogueShow, { params: { id: data.id } });
          await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
          await navigate('/catalogue/shows');
        }}
        onSaved={(saved) => {
          queryClient.setQueryData(catalogueKeys.show(data.id), saved);
          void queryClient.invalidateQueries({ queryKey: catalogueKeys.lists() });
        }}
      />
      <SeasonsPanel show={data} />
      <ArtPanel model="shows" id={data.id} art={data.art} title={data.title} />
    </div>
  );
}

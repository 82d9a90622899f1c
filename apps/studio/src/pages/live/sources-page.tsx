import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type StudioLiveSource } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { DateTime } from '@/ui/date-time';
import { EditSourceForm } from './edit-source-form';
import { ImportResult } from './import-result';
import { LiveFrame, useMayChangeLive } from './live-frame';
import { liveSourcesQuery, sourceImportsQuery, useLiveChange } from './live-queries';
import { NewSourceForm } from './new-source-form';
import styles from './live.module.css';

/** The M3U lists and XMLTV guides, their schedule, last import and history. */
export function SourcesPage() {
  const { t } = useTranslation();
  const mayChange = useMayChangeLive();
  const sources = useQuery(liveSourcesQuery());
  return (
    <LiveFrame title={t('live.sources')}>
      {mayChange && <NewSourceForm />}
      {sources.isPending && <p role="status">{t('app.loading')}</p>}
      {sources.isError && (
        <CallFailed error={sources.error} onRetry={() => void sources.refetch()} />
      )}
      {sources.data?.length === 0 && <p role="status">{t('live.sourceList.none')}</p>}
      {sources.data?.map((source) => (
        <SourcePanel key={source.id} source={source} mayChange={mayChange} />
      ))}
    </LiveFrame>
  );
}

function SourcePanel({ source, mayChange }: { source: StudioLiveSource; mayChange: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [history, setHistory] = useState(false);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const importNow = useLiveChange(() =>
    studioRequest(studioApi.importLiveSource, { params: { id: source.id } }),
  );
  const remove = useLiveChange(() =>
    studioRequest(studioApi.deleteLiveSource, { params: { id: source.id } }),
  );
  const kb = `${Math.ceil(source.file_bytes / 1024)} KiB`;
  return (
    <section className={styles.panel} aria-labelledby={`source-${source.id}`}>
      <h2 id={`source-${source.id}`}>{source.name}</h2>
      <p className={styles.muted}>
        {t(`live.sourceList.${source.kind}`)} ·{' '}
        {source.url ?? t('live.sourceList.uploaded', { size: kb })} ·{' '}
        {source.refresh_hours
          ? t('live.sourceList.everyHours', { count: source.refresh_hours })
          : t('live.sourceList.manual')}
        {source.next_refresh_at && (
          <>
            {' '}
            · {t('live.sourceList.nextRefresh')}: <DateTime value={source.next_refresh_at} />
          </>
        )}
      </p>
      <h3>{t('live.sourceList.lastImport')}</h3>
      {source.last_import ? (
        <ImportResult result={source.last_import} />
      ) : (
        <p>{t('live.sourceList.never')}</p>
      )}
      {importNow.isError && <Alert tone="error">{errorText(importNow.error)}</Alert>}
      {remove.isError && <Alert tone="error">{errorText(remove.error)}</Alert>}
      <div className={styles.row}>
        {mayChange && (
          <Button
            type="button"
            disabled={importNow.isPending}
            onClick={() => importNow.mutate(undefined)}
          >
            {importNow.isPending
              ? t('live.sourceList.importing')
              : t('live.sourceList.importNow', { name: source.name })}
          </Button>
        )}
        {mayChange && (
          <Button
            type="button"
            look="quiet"
            aria-expanded={editing}
            aria-label={t('live.sourceList.editTitle', { name: source.name })}
            onClick={() => {
              setSaved(false);
              setEditing(!editing);
            }}
          >
            {t('live.sourceList.edit')}
          </Button>
        )}
        <Button
          type="button"
          look="quiet"
          aria-expanded={history}
          onClick={() => setHistory(!history)}
        >
          {t('live.sourceList.history', { name: source.name })}
        </Button>
        {mayChange && (
          <ConfirmInPlace
            id={`remove-source-${source.id}`}
            label={t('live.sourceList.remove')}
            accessibleLabel={`${t('live.sourceList.remove')} ${source.name}`}
            question={t('live.sourceList.removeConfirm', { name: source.name })}
            confirmLabel={t('live.sourceList.remove')}
            busyLabel={t('app.saving')}
            busy={remove.isPending}
            onConfirm={() =>
              remove.mutateAsync(undefined).then(
                () => true,
                () => false,
              )
            }
          />
        )}
      </div>
      {editing && (
        <EditSourceForm
          source={source}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {saved && <Alert tone="success">{t('live.sourceList.saved')}</Alert>}
      {history && <SourceHistory id={source.id} />}
    </section>
  );
}

function SourceHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const imports = useQuery(sourceImportsQuery(id));
  if (imports.isPending) return <p role="status">{t('app.loading')}</p>;
  if (imports.isError) {
    return <CallFailed error={imports.error} onRetry={() => void imports.refetch()} />;
  }
  return (
    <ol className={styles.sources}>
      {imports.data.items.map((result) => (
        <li key={result.id}>
          <ImportResult result={result} />
        </li>
      ))}
    </ol>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { byteText } from '../title/byte-text';
import { importFolderQuery, titleKeys } from '../title/title-queries';
import styles from '../title/title.module.css';

/** The server's import folder, browsed folder by folder; a video in it queued for the title. */
export function ImportFromFolder({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [path, setPath] = useState('');
  const folder = useQuery(importFolderQuery(path));
  const queue = useMutation({
    mutationFn: (file: string) =>
      studioRequest(studioApi.importTitleMedia, { params: { id }, body: { path: file } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titleKeys.media(id) }),
  });
  const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  return (
    <section className={styles.section} aria-labelledby="import-folder">
      <h2 id="import-folder">{t('titleMedia.importFolder')}</h2>
      <p className={styles.muted}>
        {t('titleMedia.importFolderAt', { path: path ? `/${path}` : '/' })}
      </p>
      {path && (
        <Button type="button" look="quiet" className={styles.back} onClick={() => setPath(parent)}>
          {t('titleMedia.upFolder')}
        </Button>
      )}
      {folder.isPending && <p role="status">{t('app.loading')}</p>}
      {folder.isError && <CallFailed error={folder.error} onRetry={() => void folder.refetch()} />}
      {folder.data?.entries.length === 0 && (
        <p className={styles.muted}>{t('titleMedia.importFolderEmpty')}</p>
      )}
      {folder.data && folder.data.entries.length > 0 && (
        <ul className={styles.list}>
          {folder.data.entries.map((entry) => (
            <li key={entry.path} className={styles.row}>
              {entry.kind === 'folder' ? (
                <Button
                  type="button"
                  look="quiet"
                  aria-label={t('titleMedia.openFolder', { name: entry.name })}
                  onClick={() => setPath(entry.path)}
                >
                  {entry.name}/
                </Button>
              ) : (
                <>
                  <span>
                    {entry.name} ({byteText(entry.size ?? 0, i18n.language)})
                  </span>
                  <Button
                    type="button"
                    look="quiet"
                    aria-label={t('titleMedia.packageFile', { name: entry.name })}
                    disabled={queue.isPending}
                    onClick={() => queue.mutate(entry.path)}
                  >
                    {t('titleMedia.package')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {queue.isError && <Alert tone="error">{errorText(queue.error)}</Alert>}
      {queue.isSuccess && <Alert tone="success">{t('titleMedia.queued')}</Alert>}
    </section>
  );
}

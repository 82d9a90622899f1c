import { queryOptions } from '@tanstack/react-query';
import { studioApi, type TitleMedia } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** The title pages' query keys: a title's media and its offers, each under the title's id. */
export const titleKeys = {
  all: ['studio', 'title'] as const,
  media: (id: number) => [...titleKeys.all, id, 'media'] as const,
  offers: (id: number) => [...titleKeys.all, id, 'offers'] as const,
  importFolder: (path: string) => [...titleKeys.all, 'import-folder', path] as const,
};

/** How often a title's media is read again while one of its jobs is queued or running. */
export const JOB_POLL_MS = 1_000;

/** Whether a job of the title is waiting or being packaged. */
export const hasActiveJob = (media: TitleMedia | undefined): boolean =>
  media?.jobs.some((job) => job.state === 'queued' || job.state === 'running') ?? false;

/**
 * A title's media and jobs. While a job is queued or running it is read every second: the
 * worker writes its progress to the job's row once a second, on whichever instance runs it, so
 * any instance answers the same.
 */
export const titleMediaQuery = (id: number) =>
  queryOptions({
    queryKey: titleKeys.media(id),
    queryFn: ({ signal }) => studioRequest(studioApi.titleMedia, { params: { id }, signal }),
    refetchInterval: (query) => (hasActiveJob(query.state.data) ? JOB_POLL_MS : false),
  });

/** A title's profiles with their prices. */
export const titleOffersQuery = (id: number) =>
  queryOptions({
    queryKey: titleKeys.offers(id),
    queryFn: ({ signal }) => studioRequest(studioApi.titleOffers, { params: { id }, signal }),
  });

/** The folders and video files of a folder of the server's import folder. */
export const importFolderQuery = (path: string) =>
  queryOptions({
    queryKey: titleKeys.importFolder(path),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.importFolder, { query: path ? { path } : {}, signal }),
  });

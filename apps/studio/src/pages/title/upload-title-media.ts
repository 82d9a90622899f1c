import {
  REQUEST_FAILED,
  Status,
  buildPath,
  readAnswer,
  studioApi,
  toBracketQuery,
  type StudioMediaJob,
} from '@marquee/contract';
import { StudioApiError } from '@/api/studio-api';
import { interfaceLanguage } from '@/i18n/i18n';
import { studioSession } from '@/session/studio-session';

/**
 * Uploads a video file for a title as the bytes of the call (no form, no base64), telling
 * `onProgress` the bytes sent: fetch cannot report an upload's progress, XMLHttpRequest can.
 */
export function uploadTitleMedia(
  id: number,
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<StudioMediaJob> {
  const endpoint = studioApi.uploadTitleMedia;
  const query = toBracketQuery({ name: file.name });
  const url = `/api${buildPath(endpoint.path, { id })}?${query}`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', interfaceLanguage());
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    const token = studioSession.token();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.total || file.size);
    const failed = () =>
      reject(
        new StudioApiError({
          kind: 'network',
          status: Status.failure,
          message: REQUEST_FAILED,
          httpStatus: 0,
        }),
      );
    request.onerror = failed;
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    request.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = undefined;
      }
      const answer = readAnswer(endpoint, request.status, json);
      if (answer.ok) return resolve(answer.data);
      if (answer.failure.httpStatus === 401 && token) studioSession.end();
      reject(new StudioApiError(answer.failure));
    };
    signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}

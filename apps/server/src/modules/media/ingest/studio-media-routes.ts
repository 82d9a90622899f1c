import { Readable } from 'node:stream';
import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import { HttpError } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import { uploadTooLarge } from './media-upload.js';
import type { StudioMediaService } from './studio-media-service.js';

/** The studio's media calls of a title: owners and editors only. */
export function registerStudioMediaRoutes(
  calls: CallRegistrar,
  service: StudioMediaService,
  operators: Provided['operators'],
  uploadMaxBytes: number,
): void {
  const editors = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.titleMedia, {}, editors, ({ params }) => service.media(params.id));
  calls.guardedCall(
    studioApi.uploadTitleMedia,
    { message: notice('studioMediaQueued') },
    editors,
    async ({ session, params, query, request, reply }) => {
      const body = request.body;
      if (!(body instanceof Readable)) {
        throw new HttpError(415, notice('studioMediaUploadNotBinary'));
      }
      try {
        const declared = Number(request.headers['content-length']);
        if (declared > uploadMaxBytes) throw uploadTooLarge(uploadMaxBytes);
        return await service.upload(session, params.id, query.name, body);
      } catch (error) {
        // The rest of a refused upload is not worth reading: the connection ends with the answer.
        if (!body.readableEnded) void reply.header('connection', 'close');
        throw error;
      }
    },
  );
  calls.guardedCall(
    studioApi.importTitleMedia,
    { message: notice('studioMediaQueued') },
    editors,
    ({ session, params, body }) => service.importPath(session, params.id, body.path),
  );
  calls.guardedCall(
    studioApi.setTitleStream,
    { message: notice('studioMediaStreamSaved') },
    editors,
    ({ session, params, body }) => service.setStream(session, params.id, body.url),
  );
  calls.guardedCall(
    studioApi.retryMediaJob,
    { message: notice('studioMediaQueued') },
    editors,
    ({ session, params }) => service.retry(session, params.id),
  );
  calls.guardedCall(studioApi.importFolder, {}, editors, ({ query }) =>
    service.importFolder(query.path ?? ''),
  );
}

import { onNotice } from '../../../cluster/index.js';
import { declareModule, type ModuleContext, type ServerModule } from '../../../server-module.js';
import { createDeviceAccess } from './device-access.js';
import { createGeneratedFolders, type GeneratedMedia } from './generated-media.js';
import { createMediaAccess } from './media-access.js';
import { registerMediaRoutes } from './media-routes.js';
import { loadMediaSecret } from './media-secret.js';

export type { GeneratedAnswer, GeneratedMedia } from './generated-media.js';
export type { MediaAccess } from './media-access.js';
export { MediaRefusal } from './media-refusal.js';

interface MediaModuleDeps {
  /** The committed demo media, served under /media. */
  demoMediaDir: string;
  /** The operator's packaged media (MEDIA_DIR), served under /media/library/. */
  mediaDir: string;
  /** Where a generated signing key is kept when the environment gives none. */
  dataDir: string;
  /** MEDIA_SIGNING_SECRET, which instances sharing a database must be given. */
  secretFromEnvironment: string | undefined;
  ttlSeconds: number;
  /** Whether a device may still play (the account module's reader). */
  deviceIsLive: (deviceId: number) => Promise<boolean>;
  /** Other instances may run on a PostgreSQL database, but not share DATA_DIR. */
  sharedDatabase: boolean;
}

/** The HLS origin: signed URLs for stream calls, and /media, which checks them. */
async function createMediaModule(context: ModuleContext, deps: MediaModuleDeps) {
  const { now, log, notices } = context;
  const secret = await loadMediaSecret({
    fromEnvironment: deps.secretFromEnvironment,
    dataDir: deps.dataDir,
  });
  if (secret.source === 'data-dir' && deps.sharedDatabase) {
    log.warn(
      'MEDIA_SIGNING_SECRET is not set: media URLs are signed with a key kept in DATA_DIR, ' +
        'which other instances on this database do not share',
    );
  }
  const access = createMediaAccess({
    key: secret.key,
    ttlSeconds: deps.ttlSeconds,
    now,
    devices: createDeviceAccess(deps.deviceIsLive, () => now().getTime()),
  });
  // A device whose sessions ended, on any instance, stops playing here at once.
  onNotice(
    notices,
    'device-ended',
    ({ deviceId }) => access.devices.forget(deviceId),
    () => access.devices.forgetAll(),
  );
  const generated = createGeneratedFolders();
  return {
    signUrl: access.signUrl,
    /**
     * Serves media another module writes on request under `folder` of /media/ (live channels'
     * playlists), through the same signed URLs, device checks and headers as the files.
     */
    serveGenerated: (folder: string, source: GeneratedMedia) => generated.add(folder, source),
    routes: (app) =>
      registerMediaRoutes(app, {
        demoMediaDir: deps.demoMediaDir,
        mediaDir: deps.mediaDir,
        access,
        generated,
      }),
  } satisfies ServerModule & Record<string, unknown>;
}

declare module '../../../server-module.js' {
  interface Provided {
    media: Pick<Awaited<ReturnType<typeof createMediaModule>>, 'signUrl' | 'serveGenerated'>;
  }
}

/** The HLS origin (createMediaModule). */
export const mediaModule = declareModule({
  name: 'media',
  needs: ['account'],
  async build(context, needs) {
    const { settings } = context;
    const { signUrl, serveGenerated, ...module } = await createMediaModule(context, {
      demoMediaDir: settings.demoMediaDir,
      mediaDir: settings.mediaDir,
      dataDir: settings.dataDir,
      secretFromEnvironment: settings.mediaSigningSecret,
      ttlSeconds: settings.mediaTokenTtlSeconds,
      deviceIsLive: needs.account.deviceIsLive,
      sharedDatabase: settings.sharedDatabase,
    });
    return { ...module, provides: { signUrl, serveGenerated } };
  },
});

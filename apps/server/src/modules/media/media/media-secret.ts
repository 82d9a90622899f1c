import { loadDataDirSecret, type DataDirSecret } from '../../../data-dir-secret.js';

/** The file under DATA_DIR that keeps the generated key of signed media URLs. */
export const MEDIA_SECRET_FILE = 'media-signing-secret';

/** The key of signed media URLs, and where it came from. */
export type MediaSecret = DataDirSecret;

/**
 * MEDIA_SIGNING_SECRET when set; otherwise the key in `DATA_DIR/media-signing-secret`, made
 * on the first start (data-dir-secret.ts). Instances that share only a PostgreSQL database must
 * be given MEDIA_SIGNING_SECRET, or each would refuse the others' URLs.
 */
export function loadMediaSecret(options: {
  fromEnvironment: string | undefined;
  dataDir: string;
}): Promise<MediaSecret> {
  return loadDataDirSecret({
    ...options,
    file: MEDIA_SECRET_FILE,
    variable: 'MEDIA_SIGNING_SECRET',
  });
}

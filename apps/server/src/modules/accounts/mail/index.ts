import { join } from 'node:path';
import { declareModule } from '../../../server-module.js';
import { createFileOutbox } from './file-outbox.js';
import type { MailOutbox } from './mail-outbox.js';
import { createSmtpOutbox } from './smtp-outbox.js';

export { createFileOutbox } from './file-outbox.js';
export type { MailMessage, MailOutbox } from './mail-outbox.js';
export { createSmtpOutbox } from './smtp-outbox.js';

declare module '../../../server-module.js' {
  interface ModuleSettings {
    /** Where e-mail goes; SMTP when `smtpUrl` is set, else `DATA_DIR/outbox/`. */
    outbox?: MailOutbox;
  }
  interface Provided {
    mail: { outbox: MailOutbox };
  }
}

/** Where the server's e-mail goes. */
export const mailModule = declareModule({
  name: 'mail',
  build: ({ settings, now }) => ({
    provides: {
      outbox:
        settings.outbox ??
        (settings.smtpUrl
          ? createSmtpOutbox(settings.smtpUrl, settings.mailFrom)
          : createFileOutbox(join(settings.dataDir, 'outbox'), now)),
    },
  }),
});

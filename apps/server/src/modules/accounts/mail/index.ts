export { createFileOutbox } from './file-outbox.js';
export type { MailMessage, MailOutbox } from './mail-outbox.js';
export { createSmtpOutbox } from './smtp-outbox.js';

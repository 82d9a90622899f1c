/** One e-mail, plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Where e-mail goes. The only implementation today writes files (`file-outbox.ts`); an SMTP
 * one would implement the same interface once an SMTP client is part of the project.
 */
export interface MailOutbox {
  send(message: MailMessage): Promise<void>;
}

import { createTransport } from 'nodemailer';
import type { MailOutbox } from './mail-outbox.js';

export const DEFAULT_MAIL_FROM = 'Marquee <no-reply@marquee.local>';

/**
 * Sends each message through the SMTP server of `smtpUrl`
 * (`smtp://user:password@host:587`, or `smtps://` for TLS from the start).
 */
export function createSmtpOutbox(smtpUrl: string, from = DEFAULT_MAIL_FROM): MailOutbox {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpOutbox } from './smtp-outbox.js';

// A real SMTP server on loopback receives what the outbox sends.
const received: { from: string; to: string[]; data: string }[] = [];
let server: SMTPServer;
let port: number;
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP outbox', () => {
  it('delivers the message to the SMTP server of SMTP_URL', async () => {
    const outbox = createSmtpOutbox(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
    await outbox.send({
      to: 'viewer@example.com',
      subject: 'Reset your Marquee password',
      text: 'Open http://127.0.0.1:8080/reset-password?token=abc',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@marquee.local');
    expect(received[0]!.to).toEqual(['viewer@example.com']);
    expect(received[0]!.data).toContain('Subject: Reset your Marquee password');
    expect(received[0]!.data).toContain('reset-password?token=abc');
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const outbox = createSmtpOutbox('smtp://127.0.0.1:1?ignoreTLS=true');
    await expect(
      outbox.send({ to: 'viewer@example.com', subject: 'x', text: 'y' }),
    ).rejects.toThrow();
  });
});

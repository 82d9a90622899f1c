import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, noticeTexts } from '@marquee/contract';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ port } = t.app.server.address() as AddressInfo);
});
afterAll(() => t.close());

/** Writes `bytes` on a new connection and reads everything until the server closes it. */
function exchange(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(received).toString()));
    socket.on('error', reject);
    socket.end(bytes);
  });
}

function parse(answer: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body: JSON.parse(body) };
}

describe('requests the HTTP parser cannot read', () => {
  it('broken framing gets 400 and the envelope with its notice', async () => {
    const answer = parse(await exchange('GET /api/config HTTP/1.1\r\nHost x\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(answer.body).toEqual({
      status: Status.failure,
      message: noticeTexts.unreadableRequest,
      notice: { key: 'unreadableRequest' },
    });
  });

  it('bytes that are not HTTP at all get the same answer', async () => {
    const answer = parse(await exchange(Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00])));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ notice: { key: 'unreadableRequest' } });
  });

  it('headers over the limit get 431 and the headersTooLarge notice', async () => {
    const answer = parse(
      await exchange(`GET /api/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({
      status: Status.failure,
      message: noticeTexts.headersTooLarge,
      notice: { key: 'headersTooLarge' },
    });
  });

  it('the server still answers well-formed requests afterwards', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

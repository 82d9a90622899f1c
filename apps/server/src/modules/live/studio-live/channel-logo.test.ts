import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { ValidationMessage, type StudioLiveChannel } from '@marquee/contract';
import { studioAudit } from '../../../db/schema.js';
import {
  bearer,
  expectRefusedToRole,
  expectRefusedWithoutStudioSession,
  operatorOfRole,
} from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let editor: string;
let owner: string;
let support: string;
let subscriber: string;
let channel: StudioLiveChannel;
const folder = mkdtempSync(join(tmpdir(), 'channel-logo-'));
/** A 1000x600 red PNG, half transparent, made by ffmpeg. */
let original: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await operatorOfRole(t, 'editor')).token;
  owner = (await operatorOfRole(t, 'owner')).token;
  support = (await operatorOfRole(t, 'support')).token;
  subscriber = (await t.login()).token;
  const listed = await t.call({ url: '/api/studio/live/channels', headers: bearer(support) });
  channel = listed.json<{ data: { items: StudioLiveChannel[] } }>().data.items[0]!;
  const png = join(folder, 'logo.png');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red@0.5:s=1000x600,format=rgba'],
    ...['-frames:v', '1', png],
  ]);
  original = execFileSync('base64', ['-w', '0', png]).toString();
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const LOGOS = '/api/studio/live/channel-logos';
const setLogo = (body: { data?: string | null; url?: string | null }, token = editor) =>
  t.call({
    method: 'PUT',
    url: `${LOGOS}/${channel.id}`,
    headers: bearer(token),
    body: { data: null, url: null, ...body },
  });
const saved = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: StudioLiveChannel; notice: { key: string } };
};
const refusal = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  return (response.json() as { notice: { key: string } }).notice.key;
};
const subscriberList = async () =>
  (await t.call({ url: '/api/channels/list?limit=200', token: subscriber })).body;

/** ffprobe's width, height and pixel format of an image. */
function probe(bytes: Buffer): string {
  const file = join(folder, 'served.png');
  writeFileSync(file, bytes);
  const entries = ['-show_entries', 'stream=width,height,pix_fmt', '-of', 'csv=p=0'];
  return execFileSync('ffprobe', ['-v', 'error', ...entries, file])
    .toString()
    .trim();
}

describe("a channel's logo", () => {
  it('takes an uploaded PNG scaled to fit 512x512 with its transparency, served immutable, and subscribers see it at once', async () => {
    const answer = saved(await setLogo({ data: original }));
    expect(answer.notice.key).toBe('studioLiveLogoSaved');
    const url = answer.data.logo_url!;
    expect(url).toMatch(new RegExp(`^/media/channel-logos/${channel.id}-[0-9a-f]{16}\\.png$`));
    const served = await t.call({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(probe(served.rawPayload)).toBe('512,307,rgba');
    expect(await subscriberList()).toContain(url);
    const [audited] = await t.database.db
      .select()
      .from(studioAudit)
      .orderBy(desc(studioAudit.id))
      .limit(1);
    expect(audited).toMatchObject({
      action: 'channel.logo',
      target: `channel:${channel.id}`,
      after: { logo_url: url, uploaded: { content_type: 'image/png', width: 1000, height: 600 } },
    });
  });

  it('refuses a file of another type, one over 8 MiB and one it cannot read, keeping the logo', async () => {
    const before = saved(await setLogo({ data: original })).data.logo_url;
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    expect(refusal(await setLogo({ data: gif }))).toBe('studioArtUnsupported');
    const huge = Buffer.alloc(8 * 1024 * 1024 + 1);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(refusal(await setLogo({ data: huge.toString('base64') }))).toBe('studioArtTooLarge');
    const broken = Buffer.concat([huge.subarray(0, 8), Buffer.from('no image here')]);
    expect(refusal(await setLogo({ data: broken.toString('base64') }))).toBe(
      'studioLiveLogoUnreadable',
    );
    const opened = await t.call({
      url: `/api/studio/live/channels/${channel.id}`,
      headers: bearer(support),
    });
    expect(saved(opened).data.logo_url).toBe(before);
  });

  it('takes an https address in place of an upload, which is then no longer served', async () => {
    const uploaded = saved(await setLogo({ data: original })).data.logo_url!;
    const answer = saved(await setLogo({ url: ' https://logos.example.com/one.png ' }, owner));
    expect(answer.data.logo_url).toBe('https://logos.example.com/one.png');
    expect((await t.call({ url: uploaded })).statusCode).toBe(404);
    expect(await subscriberList()).toContain('https://logos.example.com/one.png');
  });

  it('refuses an address that is not https and an upload with an address', async () => {
    const plain = await setLogo({ url: 'http://logos.example.com/one.png' });
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain(ValidationMessage.logoUrlInvalid);
    const both = await setLogo({ data: original, url: 'https://logos.example.com/one.png' });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain(ValidationMessage.logoSourceOne);
  });

  it('is removed with neither an upload nor an address', async () => {
    saved(await setLogo({ url: 'https://logos.example.com/two.png' }));
    const answer = saved(await setLogo({}));
    expect(answer.notice.key).toBe('studioLiveLogoRemoved');
    expect(answer.data.logo_url).toBeNull();
    expect(await subscriberList()).not.toContain('https://logos.example.com/two.png');
  });

  it('is set by owners and editors only', async () => {
    const attempt = {
      method: 'PUT' as const,
      url: `${LOGOS}/${channel.id}`,
      body: { data: null, url: null },
    };
    await expectRefusedToRole(t, [attempt], support, 'support');
    await expectRefusedWithoutStudioSession(t, [attempt], subscriber);
    const missing = await t.call({
      ...attempt,
      url: `${LOGOS}/999999`,
      headers: bearer(editor),
    });
    expect(missing.statusCode).toBe(404);
  });
});

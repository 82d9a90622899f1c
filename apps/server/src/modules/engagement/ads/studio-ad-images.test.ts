import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeTexts, type StudioAdBanner } from '@marquee/contract';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { studioBannerCalls } from '../../../test/studio-banner-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: string;
let editor: string;
let support: string;
let calls: ReturnType<typeof studioBannerCalls>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await operatorOfRole(t, 'owner')).token;
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
  calls = studioBannerCalls(t, () => editor);
});
afterAll(async () => {
  await t.close();
});

describe('the studio banner image calls', () => {
  const PNG =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const upload = (token: string, id: string, data: string) =>
    t.call({
      method: 'PUT',
      url: `/api/studio/ad-banner-images/${id}`,
      headers: bearer(token),
      body: { data },
    });

  it('show an uploaded PNG to subscribers at an address of its own, and audit it', async () => {
    const banner = await calls.created({ title: 'With a picture' });
    const response = await upload(editor, banner.id, PNG);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().notice).toEqual({ key: 'studioAdImageSaved' });
    const imageUrl = response.json<{ data: StudioAdBanner }>().data.image_url;
    expect(imageUrl).toMatch(new RegExp(`^/media/ad-banners/${banner.id}-[0-9a-f]{16}\\.png$`));

    const served = await t.call({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const { token } = await t.login();
    const home = await calls.servedHome(token);
    expect(home.find((item) => item.mongo_id === banner.id)?.ads_file.original).toBe(imageUrl);
    expect(await calls.latestAudit()).toMatchObject({
      action: 'ad_banner.image',
      before: { image_url: banner.image_url },
      after: { image_url: imageUrl, content_type: 'image/png', bytes: 70 },
    });

    const back = await t.call({
      method: 'DELETE',
      url: `/api/studio/ad-banner-images/${banner.id}`,
      headers: bearer(owner),
    });
    expect(back.json().data.image_url).toBe(banner.image_url);
    expect((await t.call({ url: imageUrl })).statusCode).toBe(404);
  });

  it('refuse a file that is no PNG, JPEG or WebP whatever it claims, and one over 2 MiB', async () => {
    const banner = await calls.created({ title: 'Kept picture' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const notImage = await upload(editor, banner.id, svg);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({
      notice: { key: 'studioAdImageUnsupported' },
      errors: { data: [noticeTexts.studioAdImageUnsupported] },
    });
    const huge = Buffer.alloc(2 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await upload(editor, banner.id, huge.toString('base64'));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().notice).toEqual({ key: 'studioAdImageTooLarge' });
    const notBase64 = await upload(editor, banner.id, 'not base64!');
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().errors.data).toEqual(['must be the image in base64']);
    const listed = (await calls.list(owner, '?limit=200')).items.find(
      (item) => item.id === banner.id,
    );
    expect(listed?.image_url).toBe(banner.image_url);
  });

  it('are refused without a studio session, to support, and for an unknown banner', async () => {
    const banner = await calls.created({ title: 'Guarded picture' });
    const anonymous = await t.call({
      method: 'PUT',
      url: `/api/studio/ad-banner-images/${banner.id}`,
      body: { data: PNG },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(support, banner.id, PNG)).statusCode).toBe(403);
    const unknown = await upload(editor, 'ffffffffffffffffffffffff', PNG);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().notice).toEqual({ key: 'studioAdBannerNotFound' });
  });
});

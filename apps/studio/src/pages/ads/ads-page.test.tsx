import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@/test/studio-server-stub';
import { banner, openAds } from './ads-page-fixtures';

describe('the ads page', () => {
  it('lists banners with their impressions and clicks', async () => {
    openAds('editor');
    const row = (await screen.findByText('Winter films')).closest('tr')!;
    expect(within(row).getByText('120')).toBeVisible();
    expect(within(row).getByText('7')).toBeVisible();
    expect(within(row).getByText('Home')).toBeVisible();
  });

  it('lets an editor add a banner, sending the fields the form holds', async () => {
    const user = userEvent.setup();
    const { calls, banners } = openAds('editor', '/ads', (call) => {
      if (call.method !== 'POST') return undefined;
      const made = banner('bbbbbbbbbbbbbbbbbbbbbbbb', 'Spring offer');
      banners.push(made);
      return ok(made, {
        message: 'The banner is saved: apps show it as scheduled.',
        notice: { key: 'studioAdBannerSaved' },
      });
    });
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.type(within(form).getByLabelText('Title'), 'Spring offer');
    await user.selectOptions(within(form).getByLabelText('Box position'), 'movies_box');
    await user.type(within(form).getByLabelText('Link'), 'https://offers.example.com/spring');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('The banner is saved: apps show it as scheduled.'),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Spring offer',
      box_position: 'movies_box',
      target_url: 'https://offers.example.com/spring',
      active: true,
      position: 0,
      starts_at: null,
      ends_at: null,
    });
    expect(await screen.findByText('Spring offer')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'New banner' })).toBeNull();
  });

  it('says what is wrong with the fields before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = openAds('owner');
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.type(within(form).getByLabelText('Link'), 'javascript:alert(1)');
    await user.type(within(form).getByLabelText('Shown from'), '2026-12-02T10:00');
    await user.type(within(form).getByLabelText('Shown until'), '2026-12-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription(
      'Drawn on the banner’s image and read out in its place. Required',
    );
    expect(
      within(form).getByText('Must be a path of the app (/movies/12) or an https:// address'),
    ).toBeVisible();
    // The schedule is checked as a whole once each of its fields is right.
    await user.type(within(form).getByLabelText('Title'), 'Spring offer');
    await user.clear(within(form).getByLabelText('Link'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Must be after the start')).toBeVisible();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('deletes a banner only once confirmed', async () => {
    const user = userEvent.setup();
    const { calls, banners } = openAds('editor', '/ads', (call) => {
      if (call.method !== 'DELETE') return undefined;
      banners.splice(0, 1);
      return ok(null, { notice: { key: 'studioAdBannerDeleted' } });
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Winter films' }));
    const question = screen.getByRole('group', {
      name: 'Delete Winter films? This cannot be undone.',
    });
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Winter films was deleted.')).toBeVisible();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      '/studio/ad-banners/aaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(await screen.findByText('There are no banners here yet.')).toBeVisible();
  });

  it('shows support the counts without any control that changes them', async () => {
    openAds('support');
    expect(await screen.findByText('Winter films')).toBeVisible();
    expect(screen.getByText('Your role may read the ads but not change them.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('uploads a chosen image after a preview, and refuses a file of another kind at once', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup({ applyAccept: false });
    const uploaded = '/media/ad-banners/aaaaaaaaaaaaaaaaaaaaaaaa-0123456789abcdef.png';
    const { calls } = openAds('editor', '/ads', (call) =>
      call.method === 'PUT' && call.path.startsWith('/studio/ad-banner-images/')
        ? ok(banner('aaaaaaaaaaaaaaaaaaaaaaaa', 'Winter films', { image_url: uploaded }), {
            message: 'The banner’s image is saved.',
            notice: { key: 'studioAdImageSaved' },
          })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Winter films' }));
    const form = screen.getByRole('form', { name: 'Edit banner' });
    const chooser = within(form).getByLabelText('Choose a PNG, JPEG or WebP image (2 MiB at most)');

    await user.upload(chooser, new File(['GIF89a'], 'old.gif', { type: 'image/gif' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    expect(within(form).getByRole('button', { name: 'Upload image' })).toBeDisabled();

    await user.upload(
      chooser,
      new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'spring.png', { type: 'image/png' }),
    );
    expect(within(form).getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(within(form).getByRole('button', { name: 'Upload image' }));
    expect(await within(form).findByText('The banner’s image is saved.')).toBeVisible();
    expect(within(form).getByRole('img', { name: 'Winter films' })).toHaveAttribute(
      'src',
      uploaded,
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/studio/ad-banner-images/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(put?.body).toEqual({ data: 'iVBORw==' }); // the file's four bytes
    expect(within(form).getByRole('button', { name: 'Use the generated image' })).toBeVisible();
  });
});

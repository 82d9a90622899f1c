import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioLiveChannel } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer, type StubCall } from '@/test/studio-server-stub';
import { ChannelEditorPage } from './channel-editor-page';

const CHANNEL: StudioLiveChannel = {
  id: 5,
  title: 'Harbour One',
  number: 12,
  tvg_id: null,
  logo_url: 'https://logos.example.com/harbour.png',
  category_ids: [],
  censorship: false,
  require_pin: false,
  catchup: false,
  catchup_days: 0,
  upstream_archive: false,
  recorded: false,
  sources: [],
};
const UPLOADED = '/media/channel-logos/5-0123456789abcdef.png';

/** The editor of CHANNEL, whose logo the stubbed server changes as asked. */
const openEditor = (role: 'editor' | 'support' = 'editor') => {
  let channel = CHANNEL;
  const { calls, operator } = stubStudioServer(role, (call: StubCall) => {
    if (call.path === '/studio/live/categories') return ok([]);
    if (call.path === '/studio/live/channels/5') return ok(channel);
    if (call.path !== '/studio/live/channel-logos/5') return undefined;
    const { data, url } = call.body as { data: string | null; url: string | null };
    channel = { ...channel, logo_url: data ? UPLOADED : url };
    const told = channel.logo_url ? 'studioLiveLogoSaved' : 'studioLiveLogoRemoved';
    const message = channel.logo_url ? 'The logo is saved: subscribers see it at once.' : 'gone';
    return ok(channel, { message, notice: { key: told } });
  });
  renderPage(<ChannelEditorPage />, {
    path: 'live/channels/:id',
    url: '/live/channels/5',
    operator,
  });
  const logoCalls = () => calls.filter((call) => call.path === '/studio/live/channel-logos/5');
  return { logoCalls, user: userEvent.setup({ applyAccept: false }) };
};

describe("a channel's logo in its editor", () => {
  it('shows the logo and uploads a chosen image in its place', async () => {
    const { logoCalls, user } = openEditor();
    expect(await screen.findByRole('img', { name: 'Logo of Harbour One' })).toHaveAttribute(
      'src',
      'https://logos.example.com/harbour.png',
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText(/^Image \(PNG, JPEG or WebP/), png);
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('The logo is saved: subscribers see it at once.')).toBeVisible();
    expect(logoCalls()[0]?.body).toEqual({ data: 'iVBORw==', url: null });
    expect(await screen.findByRole('img', { name: 'Logo of Harbour One' })).toHaveAttribute(
      'src',
      UPLOADED,
    );
  });

  it('takes an https address, and removes the logo', async () => {
    const { logoCalls, user } = openEditor();
    await user.type(
      await screen.findByLabelText('Or its https:// address'),
      'https://x.test/a.png',
    );
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await screen.findByText('The logo is saved: subscribers see it at once.');
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('This channel has no logo.')).toBeVisible();
    expect(logoCalls().map((call) => call.body)).toEqual([
      { data: null, url: 'https://x.test/a.png' },
      { data: null, url: null },
    ]);
  });

  it('refuses a file of another type before sending it', async () => {
    const { logoCalls, user } = openEditor();
    const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    await user.upload(await screen.findByLabelText(/^Image \(PNG, JPEG or WebP/), gif);
    expect(screen.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDisabled();
    expect(logoCalls()).toEqual([]);
  });

  it('shows support the logo without a way to change it', async () => {
    openEditor('support');
    await screen.findByRole('img', { name: 'Logo of Harbour One' });
    expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();
    expect(screen.queryByLabelText('Or its https:// address')).toBeNull();
  });
});

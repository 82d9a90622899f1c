import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ValidationMessage,
  type StudioLiveChannel,
  type StudioLiveSource,
} from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer } from '@/test/studio-server-stub';
import { ChannelEditorPage } from './channel-editor-page';
import { ChannelsPage } from './channels-page';
import { SourcesPage } from './sources-page';

const CHANNEL: StudioLiveChannel = {
  id: 5,
  title: 'Harbour One',
  number: 12,
  tvg_id: null,
  logo_url: null,
  category_ids: [2],
  censorship: false,
  require_pin: false,
  catchup: false,
  catchup_days: 0,
  upstream_archive: false,
  recorded: false,
  sources: ['https://a.example.com/live.m3u8'],
};
const CATEGORIES = [{ id: 2, name: 'News', position: 0, channels: 3 }];
const EMPTY_LIST = { items: [], pager: { page: 1, pageCount: 0, count: 0 } };

const openEditor = (url: string, handler: Parameters<typeof stubStudioServer>[1]) => {
  const { calls, operator } = stubStudioServer('editor', (call) =>
    call.path === '/studio/live/categories' ? ok(CATEGORIES) : handler(call),
  );
  const router = renderPage(<ChannelEditorPage />, { path: 'live/channels/:id', url, operator });
  return { calls, router, user: userEvent.setup() };
};

describe('adding a channel', () => {
  it('is offered on the channels page to editors but not to support', async () => {
    const editor = stubStudioServer('editor', (call) =>
      call.path === '/studio/live/channels' ? ok(EMPTY_LIST) : ok(CATEGORIES),
    );
    const page = <ChannelsPage />;
    renderPage(page, { path: 'live/channels', url: '/live/channels', operator: editor.operator });
    expect(await screen.findByRole('link', { name: 'Add channel' })).toHaveAttribute(
      'href',
      '/studio/live/channels/new',
    );
    cleanup();
    const support = stubStudioServer('support', (call) =>
      call.path === '/studio/live/channels' ? ok(EMPTY_LIST) : ok(CATEGORIES),
    );
    renderPage(page, { path: 'live/channels', url: '/live/channels', operator: support.operator });
    await screen.findByText('Your role can read the Live section but not change it.');
    expect(screen.queryByRole('link', { name: 'Add channel' })).toBeNull();
  });

  it('adds the channel from the new channel form and opens its editor', async () => {
    const made = { ...CHANNEL, id: 6, title: 'Harbour Two', number: 14, category_ids: [] };
    const { calls, router, user } = openEditor('/live/channels/new', (call) => {
      if (call.path === '/studio/live/channels' && call.method === 'POST') return ok(made);
      if (call.path === '/studio/live/channels/6') return ok(made);
      return undefined;
    });
    await user.type(await screen.findByLabelText('Name'), 'Harbour Two');
    await user.type(screen.getByLabelText('Channel number'), '14');
    await user.type(screen.getByLabelText('New source address'), 'https://a.example.com/live.m3u8');
    await user.click(screen.getByRole('button', { name: 'Add source' }));
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    expect(
      await screen.findByText('The channel is added: subscribers see it at once.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/studio/live/channels/6');
    expect(screen.getByRole('heading', { name: 'Channel Harbour Two' })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Harbour Two',
      number: 14,
      category_ids: [],
      censorship: false,
      require_pin: false,
      catchup: false,
      catchup_days: 0,
      sources: ['https://a.example.com/live.m3u8'],
    });
  });

  it('shows a number another channel has beside the number field', async () => {
    const taken = 'Channel Harbour One already has number 12: choose another.';
    const { user } = openEditor('/live/channels/new', (call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: {
              status: 0,
              message: taken,
              notice: {
                key: 'studioLiveChannelNumberTaken',
                params: { number: 12, title: 'Harbour One' },
              },
            },
          }
        : undefined,
    );
    await user.type(await screen.findByLabelText('Name'), 'Harbour Two');
    await user.type(screen.getByLabelText('Channel number'), '12');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByText(taken)).toBeVisible();
    expect(screen.getByLabelText('Channel number')).toHaveAccessibleDescription(
      expect.stringContaining(taken),
    );
  });

  it('sends an empty number as none, which the server names beside the field', async () => {
    const { calls, user } = openEditor('/live/channels/new', (call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              status: 0,
              message: 'Invalid request',
              errors: { number: [ValidationMessage.orderInvalid] },
            },
          }
        : undefined,
    );
    await user.type(await screen.findByLabelText('Name'), 'Harbour Two');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByText('Must be a whole number from 0 to 9999')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ number: null });
  });
});

describe('deleting a channel', () => {
  it('asks first, then deletes it and goes back to the channels', async () => {
    const { calls, operator } = stubStudioServer('editor', (call) => {
      if (call.path === '/studio/live/categories') return ok(CATEGORIES);
      if (call.path === '/studio/live/channels') return ok(EMPTY_LIST);
      if (call.path !== '/studio/live/channels/5') return undefined;
      return call.method === 'DELETE' ? ok(null) : ok(CHANNEL);
    });
    const router = renderPage(<ChannelEditorPage />, {
      path: 'live/channels/:id',
      url: '/live/channels/5',
      operator,
      others: [{ path: 'live/channels', element: <ChannelsPage /> }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete channel Harbour One' }));
    const question = screen.getByRole('group', { name: /^Delete Harbour One\?/ });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete channel Harbour One' }));
    await user.click(screen.getByRole('button', { name: 'Delete channel' }));
    expect(
      await screen.findByText('Harbour One has been deleted: subscribers no longer see it.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/studio/live/channels');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('is not offered to support', async () => {
    const { operator } = stubStudioServer('support', (call) =>
      call.path === '/studio/live/categories' ? ok(CATEGORIES) : ok(CHANNEL),
    );
    renderPage(<ChannelEditorPage />, {
      path: 'live/channels/:id',
      url: '/live/channels/5',
      operator,
    });
    await screen.findByLabelText('Name');
    expect(screen.queryByRole('button', { name: 'Delete channel Harbour One' })).toBeNull();
  });
});

const SOURCE: StudioLiveSource = {
  id: 9,
  kind: 'm3u',
  name: 'Provider list',
  url: 'https://lists.example.com/all.m3u',
  file_bytes: 2048,
  refresh_hours: 6,
  next_refresh_at: null,
  created_at: '2026-11-30T00:00:00.000Z',
  last_import: null,
};

describe('editing a source', () => {
  const openSources = (put: (body: unknown) => ReturnType<typeof ok>) => {
    const { calls, operator } = stubStudioServer('editor', (call) => {
      if (call.path === '/studio/live/sources') return ok([SOURCE]);
      if (call.path === '/studio/live/sources/9' && call.method === 'PUT') return put(call.body);
      return undefined;
    });
    renderPage(<SourcesPage />, { path: 'live/sources', url: '/live/sources', operator });
    return { calls, user: userEvent.setup() };
  };

  it('changes its name, address and schedule in the new-source form’s fields', async () => {
    const { calls, user } = openSources((body) => ok({ ...SOURCE, ...(body as object) }));
    await user.click(await screen.findByRole('button', { name: 'Edit Provider list' }));
    const form = screen.getByRole('form', { name: 'Edit Provider list' });
    expect(within(form).getByLabelText('Address')).toHaveValue(SOURCE.url);
    expect(within(form).getByLabelText('Refresh')).toHaveValue('6');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Provider, all channels');
    await user.selectOptions(within(form).getByLabelText('Refresh'), '24');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The source is saved.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Edit Provider list' })).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Provider, all channels',
      url: SOURCE.url,
      file: null,
      refresh_hours: 24,
    });
  });

  it('shows the server’s refusal of an address beside the address field', async () => {
    const { user } = openSources(() => ({
      status: 400,
      body: {
        status: 0,
        message: 'Invalid request',
        errors: { url: [ValidationMessage.sourceUrlInvalid] },
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit Provider list' }));
    const form = screen.getByRole('form', { name: 'Edit Provider list' });
    await user.clear(within(form).getByLabelText('Address'));
    await user.type(within(form).getByLabelText('Address'), 'ftp://lists.example.com/all.m3u');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const invalid = 'Must be an http:// or https:// address';
    expect(await within(form).findByText(invalid)).toBeVisible();
    expect(within(form).getByLabelText('Address')).toHaveAccessibleDescription(
      expect.stringContaining(invalid),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuideChannel, StudioLiveChannel, StudioLiveSource } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer } from '@/test/studio-server-stub';
import { ChannelEditorPage } from './channel-editor-page';
import { GuideMappingPage } from './guide-mapping-page';
import { SourcesPage } from './sources-page';

const CHANNEL: StudioLiveChannel = {
  id: 5,
  title: 'Harbour One',
  number: 12,
  tvg_id: 'harbour.one',
  logo_url: null,
  category_ids: [2],
  censorship: false,
  require_pin: false,
  catchup: true,
  catchup_days: 2,
  upstream_archive: false,
  recorded: true,
  sources: ['https://a.example.com/live.m3u8', 'https://b.example.com/live.m3u8'],
};
const CATEGORIES = [
  { id: 2, name: 'News', position: 0, channels: 3 },
  { id: 3, name: 'Sport', position: 1, channels: 0 },
];

describe('the channel editor', () => {
  it('reorders, removes and adds sources and saves them in failover order', async () => {
    const { calls, operator } = stubStudioServer('editor', (call) => {
      if (call.path === '/studio/live/categories') return ok(CATEGORIES);
      if (call.path === '/studio/live/channels/5' && call.method === 'GET') return ok(CHANNEL);
      if (call.path === '/studio/live/channels/5')
        return ok({ ...CHANNEL, ...(call.body as object) });
      return undefined;
    });
    renderPage(<ChannelEditorPage />, {
      path: 'live/channels/:id',
      url: '/live/channels/5',
      operator,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move source 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove source 2' }));
    await user.type(screen.getByLabelText('New source address'), 'http://c.example.com/x.m3u8');
    await user.click(screen.getByRole('button', { name: 'Add source' }));
    await user.clear(screen.getByLabelText('Days kept'));
    await user.type(screen.getByLabelText('Days kept'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The channel is saved.')).toBeVisible();
    const save = calls.find((call) => call.method === 'PUT')!;
    expect(save.body).toMatchObject({
      title: 'Harbour One',
      catchup_days: 7,
      category_ids: [2],
      sources: ['https://b.example.com/live.m3u8', 'http://c.example.com/x.m3u8'],
    });
  });

  it('is read-only for support', async () => {
    const { operator } = stubStudioServer('support', (call) => {
      if (call.path === '/studio/live/categories') return ok(CATEGORIES);
      if (call.path === '/studio/live/channels/5') return ok(CHANNEL);
      return undefined;
    });
    renderPage(<ChannelEditorPage />, {
      path: 'live/channels/:id',
      url: '/live/channels/5',
      operator,
    });
    expect(await screen.findByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(
      screen.getByText('Your role can read the Live section but not change it.'),
    ).toBeVisible();
  });
});

const SOURCE: StudioLiveSource = {
  id: 9,
  kind: 'm3u',
  name: 'Provider list',
  url: 'https://lists.example.com/all.m3u',
  file_bytes: 2048,
  refresh_hours: 6,
  next_refresh_at: '2026-12-01T06:00:00.000Z',
  created_at: '2026-11-30T00:00:00.000Z',
  last_import: {
    id: 1,
    source_id: 9,
    started_at: '2026-12-01T00:00:00.000Z',
    finished_at: '2026-12-01T00:00:01.000Z',
    trigger: 'schedule',
    ok: false,
    added: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    problems: [{ code: 'not_m3u', detail: 'all.m3u: not an M3U channel list', count: 1 }],
  },
};

describe('the sources page', () => {
  it('shows the last import’s problem in the operator’s words and imports on demand', async () => {
    const { calls, operator } = stubStudioServer('editor', (call) => {
      if (call.path === '/studio/live/sources') return ok([SOURCE]);
      if (call.path === '/studio/live/source-imports/9' && call.method === 'POST') {
        return ok({ ...SOURCE.last_import, id: 2, ok: true, problems: [] });
      }
      return undefined;
    });
    renderPage(<SourcesPage />, { path: 'live/sources', url: '/live/sources', operator });
    const panel = await screen.findByRole('region', { name: 'Provider list' });
    expect(within(panel).getByText('This is not an M3U channel list.')).toBeVisible();
    expect(within(panel).getByText(/Every 6 hours/)).toBeVisible();
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Import Provider list now' }));
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/9'))).toBe(true);
  });

  it('offers no changes to support', async () => {
    const { operator } = stubStudioServer('support', (call) =>
      call.path === '/studio/live/sources' ? ok([SOURCE]) : undefined,
    );
    renderPage(<SourcesPage />, { path: 'live/sources', url: '/live/sources', operator });
    await screen.findByRole('region', { name: 'Provider list' });
    expect(screen.queryByRole('button', { name: /now$/ })).toBeNull();
    expect(screen.queryByText('Add a list or guide')).toBeNull();
  });
});

describe('the guide mapping page', () => {
  it('maps an unmatched guide channel to its suggestion', async () => {
    const unmatched: GuideChannel = {
      guide_id: 'hw.nz',
      names: ['Harbour Weathers'],
      programmes: 12,
      channel_id: null,
      channel_title: null,
      mapped: false,
      suggestion: { id: 6, title: 'Harbour Weather', number: 13 },
    };
    const { calls, operator } = stubStudioServer('editor', (call) => {
      if (call.path === '/studio/live/guide-channels') {
        return ok({ items: [unmatched], pager: { page: 1, pageCount: 1, count: 1 } });
      }
      if (call.path === '/studio/live/guide-mappings') {
        return ok({ ...unmatched, channel_id: 6, channel_title: 'Harbour Weather', mapped: true });
      }
      return undefined;
    });
    renderPage(<GuideMappingPage />, { path: 'live/guide', url: '/live/guide', operator });
    expect(await screen.findByText('Suggested: 13 Harbour Weather')).toBeVisible();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Map Harbour Weathers to Harbour Weather' }));
    const map = calls.find((call) => call.path === '/studio/live/guide-mappings')!;
    expect(map).toMatchObject({ method: 'PUT', body: { guide_id: 'hw.nz', channel_id: 6 } });
  });
});

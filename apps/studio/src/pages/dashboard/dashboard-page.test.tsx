import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Dashboard } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer } from '@/test/studio-server-stub';
import { DashboardPage } from './dashboard-page';

// The socket is the server's; here the test says when the dashboard changed.
const socket = vi.hoisted(() => ({
  followers: [] as { token: string; changed: () => void; closed: boolean }[],
}));
vi.mock('@/api/studio-socket', () => ({
  followDashboardChanges(token: string, changed: () => void) {
    const follower = { token, changed, closed: false };
    socket.followers.push(follower);
    return () => {
      follower.closed = true;
    };
  },
}));
afterEach(() => {
  socket.followers.length = 0;
});

const figures = (running: number): Dashboard => ({
  at: '2026-03-01T10:00:00.000Z',
  viewers: {
    titles: 12,
    channels: 30,
    top_titles: [{ id: 4, title: 'Night Train', viewers: 7 }],
    top_channels: [{ id: 2, title: 'News 24', viewers: 21 }],
  },
  sessions: { active: 41 },
  ingest: {
    counts: { queued: 2, running, published: 9, failed: 1 },
    running: [
      {
        id: 5,
        title: 'Harbour (2021)',
        progress: running > 0 ? 0.42 : 0.9,
        speed: 3.5,
        seconds_left: 95,
      },
      { id: 6, title: 'Starting (2024)', progress: 0, speed: null, seconds_left: null },
    ].slice(0, running),
  },
  channels: {
    total: 6,
    up: 4,
    down: [{ id: 9, title: 'Sports 2', state: 'down' }],
  },
  errors: { server: 3, ingest: 1, channel_sources: 2, total: 6 },
});

describe('the dashboard page', () => {
  it('shows the figures, the channels down and the running packaging jobs with their progress', async () => {
    const { operator } = stubStudioServer('support', (call) =>
      call.path === '/studio/dashboard' ? ok(figures(2)) : undefined,
    );
    renderPage(<DashboardPage />, { path: '/', url: '/', operator });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    const tile = (label: string) => screen.getByText(label).closest('div')!;
    expect(await screen.findByText('Watching films and episodes')).toBeVisible();
    expect(tile('Watching films and episodes')).toHaveTextContent('12');
    expect(tile('Watching channels')).toHaveTextContent('30');
    expect(tile('Active sessions')).toHaveTextContent('41');
    expect(tile('Packaging now')).toHaveTextContent('2 queued, 1 failed in all');
    expect(tile('Channels up')).toHaveTextContent('4 of 6');
    expect(tile('Errors in the last hour')).toHaveTextContent(
      'Server 3, packaging 1, channel sources 2',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Channels not playing: Sports 2 (down)');
    expect(
      within(screen.getByRole('region', { name: 'Films and episodes watched now' })).getByRole(
        'listitem',
      ),
    ).toHaveTextContent('Night Train7 viewers');
    expect(
      within(screen.getByRole('region', { name: 'Channels watched now' })).getByRole('listitem'),
    ).toHaveTextContent('News 2421 viewers');

    const table = screen.getByRole('table', { name: '2 jobs running' });
    const bar = within(table).getByRole('progressbar', { name: 'Packaging Harbour (2021)' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%, 1:35 left');
    const harbour = within(table).getByRole('row', { name: /Harbour/ });
    expect(harbour).toHaveTextContent('3.5×');
    const starting = within(table).getByRole('row', { name: /Starting/ });
    expect(within(starting).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(starting).toHaveTextContent('not known yet');
  });

  it('reads the figures again when the server says they changed, with the operator’s token', async () => {
    let running = 1;
    const { calls, operator } = stubStudioServer('editor', (call) =>
      call.path === '/studio/dashboard' ? ok(figures(running)) : undefined,
    );
    renderPage(<DashboardPage />, { path: '/', url: '/', operator });
    expect(await screen.findByRole('table', { name: '1 job running' })).toBeVisible();
    expect(socket.followers).toEqual([expect.objectContaining({ token: 't0k3n', closed: false })]);

    running = 0;
    act(() => socket.followers[0]!.changed());
    expect(await screen.findByText('Nothing is being packaged.')).toBeVisible();
    expect(calls.filter((call) => call.path === '/studio/dashboard')).toHaveLength(2);
  });
});

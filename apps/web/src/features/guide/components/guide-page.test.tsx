import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Channel } from '@marquee/contract';
import { makeCategories, makeChannel, makeChannelProfile } from '@/test/channel-fixtures';
import { makeReminder } from '@/test/reminder-fixtures';
import { renderRoutes } from '@/test/render';
import {
  guideCalls,
  guideFetch,
  rollingProgrammes,
  type GuideServer,
} from '../testing/guide-fetch';
import { GuidePage } from './guide-page';

const NOW = Date.now();

// The page's clock stands at NOW, the programmes' reference: an hour turning while the file
// runs cannot make the programme on air a past one. (The setup puts real time back after each.)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

/** 59 channels like the demo's: 1 to 59, catch-up for a day on each, channel 3 in Sport. */
const demoChannels = (overrides: (channel: Channel) => Partial<Channel> = () => ({})) =>
  Array.from({ length: 59 }, (_, index) => {
    const channel = makeChannel({
      id: index + 1,
      catchup_enabled: true,
      catchup_duration_total: 1440,
      channel_categories: index + 1 === 3 ? [{ id: 2 }] : [{ id: 1 }],
    });
    return { ...channel, ...overrides(channel) };
  });

function renderGuide(server: Partial<GuideServer> = {}) {
  const fetchMock = guideFetch({
    channels: demoChannels(),
    programmes: (channel) => rollingProgrammes(channel, NOW),
    categories: makeCategories(),
    ...server,
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = renderRoutes(
    [
      { path: '/epg-channels', element: <GuidePage /> },
      { path: '/channels/:id', element: <p>Channel player</p> },
    ],
    '/epg-channels',
  );
  return { ...view, fetchMock };
}

const grid = () => screen.getByRole('grid', { name: 'Programme guide' });
/** The programme details, a dialog that loads with its own code the first time it opens. */
const findDetails = (name: string | RegExp) =>
  screen.findByRole('dialog', { name }, { timeout: 5000 });
const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(`${title}$`) });
const activeTitle = () => {
  const id = grid().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.querySelector('span span')?.textContent : null;
};

describe('GuidePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on now with one call for the first tile: 50 channels by 6 hours, the on-air titles shown', async () => {
    const { fetchMock } = renderGuide();
    expect(await screen.findByText('C1 0')).toBeInTheDocument();
    expect(screen.getByText('C2 0')).toBeInTheDocument();
    expect(rowOf('Channel 1')).toHaveTextContent('1Channel 1');
    const [first, ...others] = guideCalls(fetchMock);
    expect(first!.searchParams.get('page')).toBe('1');
    expect(first!.searchParams.get('limit')).toBe('50');
    const start = Number(first!.searchParams.get('filter[start]'));
    expect(Number(first!.searchParams.get('filter[end]')) - start).toBe(6 * 3600);
    expect(start).toBeLessThanOrEqual(NOW / 1000 - 3600);
    // Neighbouring tiles come later, when the browser is idle, never before the first answer.
    expect(
      others.every(
        (url) =>
          url.searchParams.get('filter[start]') !== String(start) ||
          url.searchParams.get('page') !== '1',
      ),
    ).toBe(true);
  });

  it('opened late in the evening, presses Today, not the day in the middle of the screen', async () => {
    const lateEvening = new Date(NOW);
    lateEvening.setHours(23, 10, 0, 0);
    vi.stubGlobal(
      'fetch',
      guideFetch({
        channels: demoChannels(),
        programmes: (channel) => rollingProgrammes(channel, NOW),
        categories: makeCategories(),
      }),
    );
    renderRoutes(
      [{ path: '/epg-channels', element: <GuidePage openedAt={lateEvening.getTime()} /> }],
      '/epg-channels',
    );
    const days = await screen.findByRole('navigation', { name: 'Day' });
    await waitFor(() =>
      expect(within(days).getByRole('button', { name: 'Today' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(days).getByRole('button', { name: 'Tomorrow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('marks the programmes that have a reminder, and only those', async () => {
    // C1 1, the next programme on channel 1, has a reminder; C2 1 has none.
    const next = rollingProgrammes(makeChannel({ id: 1 }), NOW).find((p) => p.title === 'C1 1')!;
    renderGuide({ reminders: [makeReminder(next.id, next.start_timestamp * 1000)] });
    const cell = (await screen.findByText('C1 1')).closest('[role="gridcell"]') as HTMLElement;
    expect(await within(cell).findByRole('img', { name: 'Reminder set' })).toBeInTheDocument();
    const other = screen.getByText('C2 1').closest('[role="gridcell"]') as HTMLElement;
    expect(within(other).queryByRole('img', { name: 'Reminder set' })).toBeNull();
  });

  it('draws only the rows on screen and their overscan, not all 59 channels', async () => {
    renderGuide();
    await screen.findByText('C1 0');
    const rows = screen.getAllByRole('rowheader');
    expect(rows.length).toBeGreaterThan(8);
    expect(rows.length).toBeLessThan(20);
    expect(grid()).toHaveAttribute('aria-rowcount', '60');
  });

  it('marks past programmes that catch-up allows, and tells past, on-air and future apart', async () => {
    renderGuide();
    const onAir = (await screen.findByText('C1 0')).closest('[role="gridcell"]')!;
    const past = screen.getByText('C1 -1').closest('[role="gridcell"]')!;
    const future = screen.getByText('C1 1').closest('[role="gridcell"]')!;
    expect(within(past as HTMLElement).getByText('Available on catch-up')).toBeInTheDocument();
    expect(within(onAir as HTMLElement).queryByText('Available on catch-up')).toBeNull();
    expect(new Set([past.className, onAir.className, future.className]).size).toBe(3);
  });

  it('moves by programme and by channel with the keys, opens with Enter, closes with Escape, and keeps the focus', async () => {
    const user = userEvent.setup();
    renderGuide();
    await screen.findByText('C1 0');
    grid().focus();
    await waitFor(() => expect(activeTitle()).toBe('C1 0'));
    await user.keyboard('{ArrowRight}');
    expect(activeTitle()).toBe('C1 1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(activeTitle()).toBe('C1 -1');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    // Channel 2's half-hour programmes: the one at the same moment.
    expect(activeTitle()).toMatch(/^C2 /);
    await user.keyboard('{ArrowUp}');
    expect(activeTitle()).toBe('C1 0');

    await user.keyboard('{Enter}');
    const dialog = await findDetails('C1 0');
    expect(within(dialog).getByText('What is on channel 1 now.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(grid()).toHaveFocus();

    // A screen down and back: rows are recycled, the grid keeps the focus and the programme.
    await user.keyboard('{PageDown}{PageDown}');
    await waitFor(() => expect(activeTitle()).toMatch(/^C2[01] /));
    expect(grid()).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    await waitFor(() => expect(activeTitle()).toBe('C1 0'));
    expect(grid()).toHaveFocus();
  });

  it('Backspace, a remote’s Back, closes the details', async () => {
    const user = userEvent.setup();
    renderGuide();
    await user.click(await screen.findByText('C1 0'));
    await findDetails('C1 0');
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters by a category of the tree', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderGuide();
    await screen.findByText('C1 0');
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent?.trim()),
    ).toEqual(['All channels', 'News', 'Local', 'World', 'Sport', 'Films']);
    await user.selectOptions(select, 'Sport');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(screen.getByText('C3 0')).toBeInTheDocument();
    expect(guideCalls(fetchMock).at(-1)!.searchParams.get('filter[category_id]')).toBe('2');
  });

  it('filters by favourites, and says how to get some when there are none', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderGuide({
      favourites: [makeChannel({ id: 7 }), makeChannel({ id: 9 })],
    });
    await screen.findByText('C1 0');
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(2));
    const last = guideCalls(fetchMock).at(-1)!;
    expect(last.searchParams.get('filter[favorites]')).toBe('1');
    expect(last.searchParams.has('filter[channel_id][0]')).toBe(false);
  });

  it('an empty favourites filter says so and offers every channel again', async () => {
    const user = userEvent.setup();
    renderGuide({ favourites: [] });
    await screen.findByText('C1 0');
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByText('No favourite channels yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all channels' }));
    expect(await screen.findByText('C1 0')).toBeInTheDocument();
  });

  it('with no channels, says live TV is unavailable', async () => {
    renderGuide({ channels: [] });
    expect(await screen.findByText('Live TV content unavailable')).toBeInTheDocument();
  });

  it('a failed guide says so and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderGuide({ fails: () => failing });
    expect(await screen.findByText("The guide couldn't be loaded right now.")).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('C1 0')).toBeInTheDocument();
  });
});

describe('programme details', () => {
  afterEach(() => vi.unstubAllGlobals());

  const open = async (title: string, server: Partial<GuideServer> = {}) => {
    const user = userEvent.setup();
    renderGuide(server);
    await user.click(await screen.findByText(title));
    return findDetails(title);
  };
  const links = (dialog: HTMLElement) =>
    within(dialog)
      .queryAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
  const startOf = (channelId: number, n: number) =>
    new Date(
      rollingProgrammes(makeChannel({ id: channelId }), NOW).find(
        (p) => p.title === `C${channelId} ${n}`,
      )!.start_timestamp * 1000,
    ).toISOString();

  it('on air: Watch live and Start over, with the channel, time and category', async () => {
    const dialog = await open('C1 0');
    expect(links(dialog)).toEqual([
      ['Watch live', '/channels/1'],
      ['Start over', `/channels/1?at=${startOf(1, 0)}`],
    ]);
    expect(dialog).toHaveTextContent('1 · Channel 1');
    expect(dialog).toHaveTextContent('News');
    expect(dialog).toHaveTextContent('60 min');
  });

  it('past within catch-up on a subscribed channel: Watch from its start', async () => {
    const dialog = await open('C1 -1');
    expect(links(dialog)).toEqual([['Watch', `/channels/1?at=${startOf(1, -1)}`]]);
  });

  it('future: nothing to watch yet; Remind me, and Close', async () => {
    const dialog = await open('C1 2');
    expect(links(dialog)).toEqual([]);
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toContain('Remind me');
    expect(buttons.at(-1)).toBe('Close');
    expect(buttons).not.toContain('Watch');
  });

  it('a channel that needs renting: Unlock, which asks for the purchase PIN', async () => {
    const user = userEvent.setup();
    const channels = demoChannels((channel) =>
      channel.id === 1
        ? {
            subscribed: false,
            streaming_profiles: [makeChannelProfile({ subscribed: false, price: 2 })],
          }
        : {},
    );
    const dialog = await open('C1 0', { channels });
    expect(links(dialog)).toEqual([]);
    expect(dialog).toHaveTextContent('This channel is not in your subscription.');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('dialog', { name: /purchase PIN/i })).toBeInTheDocument();
  });
});

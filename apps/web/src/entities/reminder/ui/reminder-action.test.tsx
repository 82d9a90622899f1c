import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reminder } from '@marquee/contract';
import { notify } from '@/shared/ui/notify';
import { makeProgramme } from '@/test/channel-fixtures';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { makeReminder } from '@/test/reminder-fixtures';
import { reminderKeys } from '../api/reminder-keys';
import { ReminderAction } from './reminder-action';
import { ReminderMark } from './reminder-mark';

vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const MINUTE = 60_000;
const now = Date.now();
const programme = makeProgramme(7, now + 60 * MINUTE, now + 120 * MINUTE, {
  title: 'Evening News',
});
const start = programme.start_timestamp * 1000;

type Answer = (body: Record<string, number>) => Response | Promise<Response>;
interface Server {
  list: Reminder[];
  add?: Answer;
  edit?: Answer;
  delete?: Answer;
}

const ok = (data: unknown) => envelopeResponse({ status: 1, data });

function serve(server: Server) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = urlOf(input);
    const body = init?.body ? (JSON.parse(init.body as string) as Record<string, number>) : {};
    if (path === '/api/epg-reminders/index') return Promise.resolve(ok(server.list));
    const answer = {
      '/api/epg-reminders/add': server.add,
      '/api/epg-reminders/edit': server.edit,
      '/api/epg-reminders/delete': server.delete,
    }[path];
    return answer ? Promise.resolve(answer(body)) : new Promise<Response>(() => undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodyOf = (path: string) => {
    const call = fetchMock.mock.calls.find(([input]) => urlOf(input) === `/api${path}`);
    return call ? JSON.parse(call[1]!.body as string) : undefined;
  };
  return { fetchMock, bodyOf };
}

async function renderAction(server: Server, target = programme) {
  const mock = serve(server);
  const view = renderRoutes([
    { path: '/', element: <ReminderAction programme={target} channelTitle="Channel 5" /> },
  ]);
  await waitFor(() => expect(mock.fetchMock).toHaveBeenCalled());
  return { ...view, ...mock };
}

const mainButton = () => screen.getByRole('button', { name: /Remind me$|Cancel reminder/ });
const choice = (minutes: number) => screen.getByRole('button', { name: `${minutes} min` });
const cached = (view: Awaited<ReturnType<typeof renderAction>>) =>
  view.queryClient.getQueryData<Reminder[]>(reminderKeys.list());

describe('ReminderAction', () => {
  beforeEach(() => vi.mocked(notify).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('is a group named after the programme and its channel', async () => {
    await renderAction({ list: [] });
    expect(
      screen.getByRole('group', { name: 'Reminder for Evening News on Channel 5' }),
    ).toBeVisible();
    expect(choice(5)).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a reminder 5 minutes before, shown at once while the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    const view = await renderAction({
      list: [],
      add: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me' }));

    expect(view.bodyOf('/epg-reminders/add')).toEqual({ epg_programme_id: 7, minutes_before: 5 });
    expect(mainButton()).toHaveTextContent('Cancel reminder');
    expect(screen.getByRole('status')).toHaveTextContent('Reminder 5 minutes before it starts');
    expect(cached(view)?.map((reminder) => reminder.epg_programme_id)).toEqual([7]);

    answer(ok(makeReminder(7, start, 5)));
    await waitFor(() => expect(cached(view)?.[0]?.id).toBe(107));
  });

  it('adds with the minutes chosen first', async () => {
    const view = await renderAction({ list: [], add: () => ok(makeReminder(7, start, 15)) });
    await userEvent.click(choice(15));
    expect(choice(15)).toHaveAttribute('aria-pressed', 'true');
    expect(view.fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(view.bodyOf('/epg-reminders/add')).toEqual({ epg_programme_id: 7, minutes_before: 15 });
    await waitFor(() => expect(cached(view)?.[0]?.id).toBe(107));
    expect(screen.getByRole('status')).toHaveTextContent('Reminder 15 minutes before it starts');
  });

  it('moves an existing reminder to the minutes chosen', async () => {
    const view = await renderAction({
      list: [makeReminder(7, start, 5)],
      edit: () => ok(makeReminder(7, start, 30)),
    });
    await waitFor(() => expect(mainButton()).toHaveTextContent('Cancel reminder'));
    expect(choice(5)).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(choice(30));
    expect(view.bodyOf('/epg-reminders/edit')).toEqual({ id: 107, minutes_before: 30 });
    expect(choice(30)).toHaveAttribute('aria-pressed', 'true');
    expect(cached(view)?.[0]?.activate_time_timestamp).toBe(programme.start_timestamp - 30 * 60);
    expect(screen.getByRole('status')).toHaveTextContent('Reminder 30 minutes before it starts');
  });

  it('cancels a reminder', async () => {
    const view = await renderAction({ list: [makeReminder(7, start, 5)], delete: () => ok(null) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel reminder' }));
    expect(view.bodyOf('/epg-reminders/delete')).toEqual({ id: 107 });
    expect(mainButton()).toHaveTextContent('Remind me');
    expect(cached(view)).toEqual([]);
    await waitFor(() => expect(view.queryClient.isMutating()).toBe(0));
    expect(notify).not.toHaveBeenCalled();
  });

  it('takes a refused reminder out and shows the server’s reason in the viewer’s language', async () => {
    const view = await renderAction({
      list: [],
      add: () =>
        envelopeResponse(
          {
            status: 0,
            message: 'This programme already has a reminder',
            notice: { key: 'reminderExists' },
          },
          409,
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'You already have a reminder for this programme.',
      ),
    );
    expect(mainButton()).toHaveTextContent('Remind me');
    // The list is asked for again: it may hold a reminder this tab did not know of.
    await waitFor(() =>
      expect(
        view.fetchMock.mock.calls.filter(([input]) => urlOf(input) === '/api/epg-reminders/index'),
      ).toHaveLength(2),
    );
  });

  it('puts a reminder back when its cancel is refused', async () => {
    const view = await renderAction({
      list: [makeReminder(7, start, 5)],
      delete: () => envelopeResponse({ status: 0, message: 'Reminder not found' }, 404),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel reminder' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Reminder not found'));
    expect(mainButton()).toHaveTextContent('Cancel reminder');
    expect(cached(view)?.map((reminder) => reminder.id)).toEqual([107]);
  });

  it('cannot pick minutes already past, and reminds at the start of a programme 3 minutes away', async () => {
    const soon = makeProgramme(8, now + 3 * MINUTE, now + 30 * MINUTE);
    const view = await renderAction(
      { list: [], add: () => ok(makeReminder(8, soon.start_timestamp * 1000, 0)) },
      soon,
    );
    for (const minutes of [5, 10, 15, 30]) expect(choice(minutes)).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me' }));
    expect(view.bodyOf('/epg-reminders/add')).toEqual({ epg_programme_id: 8, minutes_before: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Reminder when it starts');
  });

  it('offers nothing for a programme that has started', async () => {
    const started = makeProgramme(9, now - MINUTE, now + 30 * MINUTE);
    await renderAction({ list: [] }, started);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for browser notifications with the first reminder only', async () => {
    const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('default'));
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    await renderAction({
      list: [],
      add: () => ok(makeReminder(7, start, 5)),
      delete: () => ok(null),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel reminder' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask when notifications are already allowed or blocked', async () => {
    const requestPermission = vi.fn();
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission });
    await renderAction({ list: [], add: () => ok(makeReminder(7, start, 5)) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me' }));
    expect(requestPermission).not.toHaveBeenCalled();
  });
});

describe('ReminderMark', () => {
  it('is an image named "Reminder set"', () => {
    renderRoutes([{ path: '/', element: <ReminderMark /> }]);
    expect(screen.getByRole('img', { name: 'Reminder set' })).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reminder } from '@marquee/contract';
import { configurationKeys } from '@/entities/configuration';
import { notify } from '@/shared/ui/notify';
import { envelopeResponse, makeConfiguration, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { makeReminder } from '@/test/reminder-fixtures';
import { ReminderAlerts } from '../components/reminder-alerts';

vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const start = Date.UTC(2025, 2, 10, 20, 0);
const MINUTE = 60_000;

let reminders: Reminder[] = [];
const fetchMock = vi.fn<typeof fetch>((input) => {
  if (urlOf(input) === '/api/epg-reminders/index') {
    return Promise.resolve(envelopeResponse({ status: 1, data: reminders }));
  }
  return new Promise<Response>(() => undefined);
});
const listCalls = () =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input) === '/api/epg-reminders/index').length;

async function renderShell(epg = true) {
  const view = renderRoutes([{ path: '*', element: <ReminderAlerts /> }], '/', (queryClient) =>
    queryClient.setQueryData(configurationKeys.configuration(), makeConfiguration({ epg })),
  );
  // The list's answer arrives.
  await vi.advanceTimersByTimeAsync(10);
  return view;
}

const shown = () => vi.mocked(notify).mock.calls.map(([kind, text]) => [kind, text]);

/** A stand-in for the browser's Notification with the given permission. */
function stubNotification(permission: NotificationPermission) {
  const created: { title: string; options?: NotificationOptions; onclick: (() => void) | null }[] =
    [];
  class FakeNotification {
    static permission = permission;
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      created.push(this as unknown as (typeof created)[number]);
      Object.assign(this, { title, options });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return created;
}

describe('useReminderAlerts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    vi.mocked(notify).mockClear();
    reminders = [];
    // jsdom has no window focus to give.
    vi.spyOn(window, 'focus').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches the reminders at start and again every 15 minutes', async () => {
    await renderShell();
    expect(listCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(listCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(listCalls()).toBe(3);
  });

  it('asks for no reminders without the epg module', async () => {
    await renderShell(false);
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(listCalls()).toBe(0);
  });

  it('says "starts in 5 minutes" at the activate time, with a Watch action that opens the channel', async () => {
    reminders = [makeReminder(1, start + 30 * MINUTE, 5)];
    const { router } = await renderShell();
    await vi.advanceTimersByTimeAsync(25 * MINUTE - 1000);
    expect(shown()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(shown()).toEqual([['success', 'Programme 1 starts in 5 minutes']]);

    const action = vi.mocked(notify).mock.calls[0]![2]!.action!;
    expect(action.label).toBe('Watch');
    action.onClick();
    await vi.advanceTimersByTimeAsync(0);
    expect(router.state.location.pathname).toBe('/channels/5');
  });

  it('says the programme is starting now for a reminder at its start', async () => {
    reminders = [makeReminder(1, start + 10 * MINUTE, 0)];
    await renderShell();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(shown()).toEqual([['success', 'Programme 1 is starting now']]);
  });

  it('does not fire a reminder whose moment passed while the tab was closed', async () => {
    reminders = [makeReminder(1, start + 2 * MINUTE, 5)];
    await renderShell();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(shown()).toEqual([]);
  });

  it('fires once although the list is refreshed before and after', async () => {
    reminders = [makeReminder(1, start + 40 * MINUTE, 5)];
    await renderShell();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(listCalls()).toBe(5);
    expect(shown()).toEqual([['success', 'Programme 1 starts in 5 minutes']]);
  });

  it('follows the refreshed list: a reminder deleted elsewhere is not fired, one added elsewhere is', async () => {
    reminders = [makeReminder(1, start + 40 * MINUTE, 5)];
    await renderShell();
    reminders = [makeReminder(2, start + 50 * MINUTE, 10)];
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(shown()).toEqual([['success', 'Programme 2 starts in 10 minutes']]);
  });

  it('shows a browser notification too when the person allowed them', async () => {
    const created = stubNotification('granted');
    reminders = [makeReminder(1, start + 30 * MINUTE, 15)];
    const { router } = await renderShell();
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ title: 'Programme 1 starts in 15 minutes' });
    created[0]!.onclick?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(router.state.location.pathname).toBe('/channels/5');
  });

  it('shows no browser notification when they are not allowed', async () => {
    const created = stubNotification('default');
    reminders = [makeReminder(1, start + 30 * MINUTE, 15)];
    await renderShell();
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(shown()).toHaveLength(1);
    expect(created).toHaveLength(0);
  });
});

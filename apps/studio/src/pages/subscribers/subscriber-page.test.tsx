import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriberDetail } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, refused, stubStudioServer } from '@/test/studio-server-stub';
import { SubscriberPage } from './subscriber-page';

const device = (id: number, model: string) => ({
  id,
  uid: `uid-${id}`,
  model,
  app_version: '3.2.0',
  last_seen_at: '2026-11-28T20:00:00.000Z',
  created_at: '2026-02-01T10:00:00.000Z',
});

const DETAIL: SubscriberDetail = {
  account: {
    id: 7,
    email: 'maria@example.com',
    username: 'maria',
    created_at: '2026-01-10T09:00:00.000Z',
    has_purchase_pin: false,
  },
  profiles: [
    {
      id: 21,
      name: 'Bea',
      first_name: 'Maria',
      last_name: 'Silva',
      sex: 1,
      age: 8,
      is_default: false,
      has_pin: false,
      language: 'pt',
      avatar: 'panda',
      is_kids: true,
      maturity_ceiling: 'PG',
      auto_remove_watched: true,
    },
  ],
  devices: [device(3, 'Living room TV'), device(4, 'Pixel 9')],
  subscriptions: [],
  payments: [],
};

/**
 * Opens subscriber `id` with a server holding subscriber 7, whose devices can be removed and
 * who can be sent a link; returns the calls made.
 */
function openSubscriber(id: number, role: 'owner' | 'support') {
  const { calls, operator } = stubStudioServer(role, (call) => {
    if (call.method === 'GET' && call.path === '/studio/subscribers/7') return ok(DETAIL);
    if (call.method === 'GET') return refused(404, 'This subscriber was not found.');
    if (call.method === 'DELETE' && call.path === '/studio/subscriber-devices/7/3') {
      return ok(null, { message: 'Device removed', notice: { key: 'deviceRemoved' } });
    }
    if (call.method === 'POST' && call.path === '/studio/subscriber-password-reset/7') {
      const message = 'A password reset link has been sent to maria@example.com.';
      const notice = { key: 'subscriberResetLinkSent', params: { email: 'maria@example.com' } };
      return ok(null, { message, notice });
    }
    return undefined;
  });
  renderPage(<SubscriberPage />, { path: 'subscribers/:id', url: `/subscribers/${id}`, operator });
  return calls;
}

describe('a subscriber’s page', () => {
  it('marks a kids profile with its maturity ceiling', async () => {
    openSubscriber(7, 'support');
    const profiles = await screen.findByRole('region', { name: 'Profiles' });
    const row = within(profiles).getByRole('row', { name: /Bea/ });
    expect(within(row).getByText('Yes (PG)')).toBeVisible();
  });

  it('removes a device only once confirmed, and says it was logged out', async () => {
    const user = userEvent.setup();
    const calls = openSubscriber(7, 'support');
    expect(await screen.findByRole('heading', { name: 'maria@example.com' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Living room TV' }));
    const question = screen.getByRole('group', {
      name: 'Remove Living room TV? It is logged out at once.',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Remove Living room TV' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Living room TV' }));
    expect(screen.getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Living room TV was removed and logged out at once.',
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/studio/subscriber-devices/7/3',
    ]);
    const devices = screen.getByRole('region', { name: 'Devices' });
    expect(within(devices).queryByText('Living room TV')).not.toBeInTheDocument();
    expect(within(devices).getByText('Pixel 9')).toBeVisible();
  });

  it('sends the password reset e-mail and shows what the server said', async () => {
    openSubscriber(7, 'owner');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Send password reset e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A password reset link has been sent to maria@example.com.',
    );
  });

  it('shows the server’s message for a subscriber that does not exist', async () => {
    openSubscriber(99, 'support');
    expect(await screen.findByRole('alert')).toHaveTextContent('This subscriber was not found.');
    expect(screen.getByRole('link', { name: 'Back to subscribers' })).toBeVisible();
  });
});

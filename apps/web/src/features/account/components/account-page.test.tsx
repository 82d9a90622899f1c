import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceListItem, LoginData } from '@marquee/contract';
import { loadLanguage } from '@/shared/i18n/i18n';
import { useSettingsStore } from '@/shared/settings/settings-store';
import { storage } from '@/shared/storage/storage';
import { notify } from '@/shared/ui/notify';
import { envelopeResponse, makeUser, urlOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { AccountSessionContext, type AccountSession } from '../hooks/use-account-session';
import type { AccountFlags } from '../lib/account-sections';
import { AccountPage } from './account-page';

vi.mock('@/shared/ui/notify', () => ({ notify: vi.fn() }));

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const devices: DeviceListItem[] = [
  {
    id: 7,
    uid: 'a',
    model: chrome,
    app_version: '2.31.4',
    last_seen_at: '2025-03-01T10:00:00Z',
    current: true,
  },
  {
    id: 9,
    uid: 'b',
    model: 'Living room TV',
    app_version: '2.30.0',
    last_seen_at: '2025-02-01T10:00:00Z',
    current: false,
  },
];
const packages = [
  { id: 1, name: 'Basic', subscription_price: 7.99, currency_code: 'EUR', description: 'HD' },
  { id: 2, name: 'Premium', subscription_price: 12.99, currency_code: 'EUR', description: '4K' },
];
const subscription = {
  id: 3,
  package: packages[0]!,
  currency_code: 'EUR',
  starts_at: '2025-01-01T00:00:00Z',
  expires_at: '2025-12-01T00:00:00Z',
  expired: false,
};
const payment = {
  id: 1,
  created_at: '2025-01-01T00:00:00Z',
  description: 'Subscription',
  package_name: 'Basic',
  amount: 7.99,
  currency_code: 'EUR',
  status: 'paid',
  card_brand: 'Visa',
  card_last4: '4242',
};

const fetchMock = vi.fn<typeof fetch>();
const posts = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => urlOf(url) === `/api${path}`);

function serve(overrides: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation((url) => {
    const path = urlOf(url)
      .replace(/\?.*$/, '')
      .replace(/^\/api/, '');
    const custom = overrides[path];
    if (custom) return Promise.resolve(custom());
    const data: Record<string, unknown> = {
      '/account/devices': devices,
      '/account/get-subscriptions': packages,
      '/account/payment-history-list': {
        items: [payment],
        pager: { page: 1, pageCount: 1, count: 1 },
      },
      '/account/remove-device': null,
      '/account/update-subscription': {
        device: { id: 7, token: 'token-new', uid: 'device-uid-1' },
        account: makeUser().account,
        subscription: { ...subscription, package: packages[1] },
      },
    };
    return Promise.resolve(envelopeResponse({ status: 1, data: data[path] ?? null }));
  });
}

const visible: AccountFlags = {
  hideSubscriptions: false,
  hidePaymentHistory: false,
  hideRegisterPaymentMethods: false,
  hideThemes: false,
};

function renderPage(
  flags: Partial<AccountFlags> = {},
  user: LoginData = makeUser({ subscription }),
) {
  const session: AccountSession = {
    user,
    onSubscriptionChanged: vi.fn(),
    onProfileUpdated: vi.fn(),
    onCurrentDeviceRemoved: vi.fn(),
  };
  const view = renderRoutes(
    [
      {
        path: '/account',
        element: (
          <AccountSessionContext value={session}>
            <AccountPage flags={{ ...visible, ...flags }} />
          </AccountSessionContext>
        ),
      },
    ],
    '/account',
  );
  return { ...view, session };
}

describe('AccountPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(notify).mockClear();
    serve();
  });
  afterEach(async () => {
    await loadLanguage('en');
    useSettingsStore.setState({ rtl: false, darkTheme: true, censorship: false });
  });

  it('shows profile, subscription, devices, payment history and settings', async () => {
    renderPage();
    for (const name of ['Profile', 'Subscription', 'Devices', 'Payment history', 'Settings']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
  });

  it('hides what the build flags hide', async () => {
    renderPage({ hideSubscriptions: true, hidePaymentHistory: true, hideThemes: true });
    await screen.findByText('Chrome on Linux');
    expect(screen.queryByRole('heading', { name: 'Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Dark theme' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Right-to-left layout' })).toBeInTheDocument();
  });

  it('hides the payment method when the build hides register payment methods', async () => {
    renderPage({ hideRegisterPaymentMethods: true });
    expect(await screen.findByRole('cell', { name: 'Visa •••• 4242' })).toBeInTheDocument();
    expect(screen.queryByText('Visa ending in 4242')).not.toBeInTheDocument();
  });

  it('removes another device after the confirmation', async () => {
    const user = userEvent.setup();
    const { session } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Living room TV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove device' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = posts('/account/remove-device');
    expect(JSON.parse(call![1]!.body as string)).toEqual({ id: 9 });
    expect(session.onCurrentDeviceRemoved).not.toHaveBeenCalled();
  });

  it('logs out when the current device is removed, and Cancel removes nothing', async () => {
    const user = userEvent.setup();
    const { session } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Chrome on Linux' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(posts('/account/remove-device')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Chrome on Linux' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('logs you out here');
    await user.click(screen.getByRole('button', { name: 'Remove device' }));
    await waitFor(() => expect(session.onCurrentDeviceRemoved).toHaveBeenCalledOnce());
  });

  it('changes the subscription and says "Successfully subscribed"', async () => {
    const user = userEvent.setup();
    const { session } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    await waitFor(() => expect(session.onSubscriptionChanged).toHaveBeenCalledOnce());
    expect(JSON.parse(posts('/account/update-subscription')[0]![1]!.body as string)).toEqual({
      subscription_id: 2,
    });
    expect(notify).toHaveBeenCalledWith('success', 'Successfully subscribed');
  });

  it('says "Subscription failed" when the change fails', async () => {
    serve({
      '/account/update-subscription': () =>
        envelopeResponse({ status: 0, message: 'Card declined' }, 402),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Subscription failed'));
  });

  it('offers to renew an expired subscription', async () => {
    const user = userEvent.setup();
    const expired = makeUser({
      subscription,
      account: { ...makeUser().account, subscription_expired: true },
    });
    renderPage({}, expired);
    expect(screen.getByText('subscription has expired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(posts('/account/update-subscription')).toHaveLength(1));
    expect(JSON.parse(posts('/account/update-subscription')[0]![1]!.body as string)).toEqual({
      subscription_id: 1,
    });
  });

  it('keeps the language, right-to-left, theme and censorship settings locally', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('switch', { name: 'Right-to-left layout' }));
    await user.click(screen.getByRole('switch', { name: 'Dark theme' }));
    await user.click(screen.getByRole('switch', { name: 'Censorship' }));
    expect(storage.rtl.get()).toBe(true);
    expect(storage.darkTheme.get()).toBe(false);
    expect(storage.censorship.get()).toBe(true);
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await user.click(screen.getByRole('radio', { name: 'Português' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Definições' }),
    ).toBeInTheDocument();
    expect(storage.language.get()).toBe('pt');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  noticeTexts,
  type OperatorRole,
  type StudioPackage,
  type StudioRentalDetail,
} from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, refused, stubStudioServer, type StubCall } from '@/test/studio-server-stub';
import { CommercePage } from './commerce-page';
import { RentalPage } from './rental-page';

const PACKAGES: StudioPackage[] = [
  {
    id: 1,
    name: 'Basic',
    description: 'One screen',
    price: 7.99,
    currency_code: 'EUR',
    period_days: 30,
    retired_at: null,
    subscriptions: 12,
  },
  {
    id: 2,
    name: 'Old',
    description: '',
    price: 5,
    currency_code: 'EUR',
    period_days: 30,
    retired_at: '2026-10-01T00:00:00.000Z',
    subscriptions: 3,
  },
];

const RENTAL: StudioRentalDetail = {
  id: 41,
  account_id: 7,
  email: 'sam@example.com',
  item_type: 'vod',
  item_id: 3,
  item_title: 'Night Train',
  profile_name: 'HD',
  duration_days: 2,
  price: 3.99,
  currency_code: 'EUR',
  starts_at: '2026-11-28T10:00:00.000Z',
  expires_at: '2026-11-30T10:00:00.000Z',
  state: 'active',
  refunded_at: null,
  payment: {
    id: 90,
    created_at: '2026-11-28T10:00:00.000Z',
    description: 'Rental of "Night Train" (HD, 2 days)',
    package_name: null,
    amount: 3.99,
    currency_code: 'EUR',
    status: 'paid',
    card_brand: 'Visa',
    card_last4: '4242',
  },
};

let refunded = false;
function commerceServer(call: StubCall) {
  if (call.path === '/studio/packages' && call.method === 'GET') return ok(PACKAGES);
  if (call.path === '/studio/packages' && call.method === 'POST') {
    return ok(
      { ...PACKAGES[0], ...(call.body as object), id: 3, subscriptions: 0 },
      {
        message: noticeTexts.studioPackageSaved,
        notice: { key: 'studioPackageSaved' },
      },
    );
  }
  if (call.path.startsWith('/studio/package-retire/')) {
    return ok(
      { ...PACKAGES[0], retired_at: '2026-11-29T00:00:00.000Z' },
      {
        message: noticeTexts.studioPackageRetired,
        notice: { key: 'studioPackageRetired' },
      },
    );
  }
  if (call.path === '/studio/rentals/41') {
    return ok(
      refunded
        ? {
            ...RENTAL,
            state: 'refunded',
            refunded_at: '2026-11-29T10:00:00.000Z',
            payment: { ...RENTAL.payment!, status: 'refunded' },
          }
        : RENTAL,
    );
  }
  if (call.path === '/studio/rental-refund/41') {
    if (refunded) return refused(409, noticeTexts.studioRentalAlreadyRefunded);
    refunded = true;
    return ok(RENTAL, {
      message: noticeTexts.studioRentalRefunded,
      notice: { key: 'studioRentalRefunded' },
    });
  }
  return undefined;
}

function openPackages(role: OperatorRole) {
  const { calls, operator } = stubStudioServer(role, commerceServer);
  renderPage(<CommercePage tab="packages" />, { path: 'commerce', url: '/commerce', operator });
  return calls;
}
const changes = (calls: StubCall[]) => calls.filter((call) => call.method !== 'GET');

describe('the commerce packages tab', () => {
  it('lists packages with their price, subscriptions and state; support reads only', async () => {
    const calls = openPackages('support');
    const table = await screen.findByRole('table', { name: '2 packages' });
    const basic = within(table).getByRole('rowheader', { name: /Basic/ }).closest('tr')!;
    expect(
      within(basic)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€7.99', '30 days', '12', 'Offered']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
  });

  it('adds a package with the numbers typed, and retires one after asking', async () => {
    const user = userEvent.setup();
    const calls = openPackages('editor');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'New package' }));
    const form = screen.getByRole('form', { name: 'New package' });
    await user.type(within(form).getByLabelText('Name'), 'Family');
    await user.type(within(form).getByLabelText('Price'), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Add package' }));
    expect(await screen.findByText(noticeTexts.studioPackageSaved)).toBeVisible();
    expect(changes(calls)[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Family', description: '', price: 12.5, currency_code: 'EUR', period_days: 30 },
    });

    await user.click(screen.getByRole('button', { name: 'Retire Basic' }));
    await user.click(screen.getByRole('button', { name: 'Retire package' }));
    expect(await screen.findByText(noticeTexts.studioPackageRetired)).toBeVisible();
    expect(changes(calls)[1]).toMatchObject({ method: 'POST', path: '/studio/package-retire/1' });
    expect(screen.getByRole('button', { name: 'Offer Old again' })).toBeVisible();
  });
});

describe('a rental’s page', () => {
  it('shows the rental and its payment, refunds it after asking, then offers no refund', async () => {
    refunded = false;
    const user = userEvent.setup();
    const { calls, operator } = stubStudioServer('owner', commerceServer);
    renderPage(<RentalPage />, {
      path: 'commerce/rentals/:id',
      url: '/commerce/rentals/41',
      operator,
    });
    expect(await screen.findByText('Night Train')).toBeVisible();
    expect(screen.getByRole('link', { name: 'sam@example.com' })).toHaveAttribute(
      'href',
      '/studio/commerce/payments/7',
    );
    expect(screen.getByRole('cell', { name: 'Paid' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refund rental 41' }));
    expect(screen.getByText('Give back €3.99 and end this rental now?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refund now' }));
    expect(await screen.findByText(noticeTexts.studioRentalRefunded)).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'Refunded' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Refund rental 41' })).not.toBeInTheDocument();
    expect(changes(calls)).toHaveLength(1);
  });
});

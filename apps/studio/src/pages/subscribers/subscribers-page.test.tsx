import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Operator, SubscriberListItem } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, refused, stubStudioServer } from '@/test/studio-server-stub';
import { SubscribersPage } from './subscribers-page';

const subscriber = (id: number, email: string, name: string): SubscriberListItem => ({
  id,
  email,
  username: email.split('@')[0]!,
  name,
  created_at: '2026-01-10T09:00:00.000Z',
  subscription: { package_name: 'Premium', expires_at: '2026-12-31T00:00:00.000Z', active: true },
  device_count: 2,
  last_seen_at: null,
});

const SUBSCRIBERS = [
  subscriber(7, 'maria@example.com', 'Maria Silva'),
  subscriber(8, 'joao@example.com', 'João Sousa'),
];

const openAt = (url: string, operator: Operator) =>
  renderPage(<SubscribersPage />, { path: 'subscribers', url, operator });

/** The subscribers whose e-mail or name holds `search`, as the server finds them. */
function listAnswer(search: string) {
  const items = SUBSCRIBERS.filter((each) =>
    `${each.email} ${each.name}`.toLowerCase().includes(search.toLowerCase()),
  );
  return ok({ items, pager: { page: 1, pageCount: items.length ? 1 : 0, count: items.length } });
}

describe('the subscribers page', () => {
  it('searches once typing pauses, keeps the search in the address and says when none match', async () => {
    const { calls, operator } = stubStudioServer('support', (call) =>
      call.path === '/studio/subscribers' ? listAnswer(call.query.get('search') ?? '') : undefined,
    );
    const router = openAt('/subscribers', operator);
    const table = await screen.findByRole('table', { name: '2 subscribers' });
    expect(within(table).getByRole('link', { name: 'maria@example.com' })).toHaveAttribute(
      'href',
      '/studio/subscribers/7',
    );

    await userEvent.setup().type(screen.getByLabelText('Search subscribers'), 'silva');
    expect(await screen.findByRole('table', { name: '1 subscriber' })).toBeVisible();
    expect(router.state.location.search).toBe('?search=silva');
    // One call for the page and one for the search: not one per letter typed.
    expect(calls.map((call) => call.query.get('search'))).toEqual([null, 'silva']);

    await userEvent.setup().type(screen.getByLabelText('Search subscribers'), 'zz');
    expect(await screen.findByText('No subscriber matches “silvazz”.')).toBeVisible();
  });

  it('starts from the search in the address, as after a reload, and follows it back', async () => {
    const { calls, operator } = stubStudioServer('owner', (call) =>
      call.path === '/studio/subscribers' ? listAnswer(call.query.get('search') ?? '') : undefined,
    );
    const router = openAt('/subscribers?search=joao', operator);
    expect(await screen.findByRole('table', { name: '1 subscriber' })).toBeVisible();
    expect(screen.getByLabelText('Search subscribers')).toHaveValue('joao');
    expect(calls[0]?.query.get('search')).toBe('joao');

    await act(() => router.navigate('/subscribers'));
    expect(await screen.findByRole('table', { name: '2 subscribers' })).toBeVisible();
    expect(screen.getByLabelText('Search subscribers')).toHaveValue('');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('table', { name: '1 subscriber' })).toBeVisible();
    expect(screen.getByLabelText('Search subscribers')).toHaveValue('joao');
  });

  it('pages through the results, keeping the page beside the search in the address', async () => {
    const { calls, operator } = stubStudioServer('support', (call) => {
      if (call.path !== '/studio/subscribers') return undefined;
      const page = Number(call.query.get('page') ?? 1);
      const items = [SUBSCRIBERS[page - 1]];
      return ok({ items, pager: { page, pageCount: 2, count: 2 } });
    });
    const router = openAt('/subscribers?search=example', operator);
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'joao@example.com' })).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(router.state.location.search).toBe('?search=example&page=2');
    expect(calls.at(-1)?.query.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/studio/subscribers?search=example',
    );
  });

  it('shows the server’s reason when the list cannot be had', async () => {
    const { operator } = stubStudioServer('support', () => refused(500, 'The server is down.'));
    openAt('/subscribers', operator);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is down.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

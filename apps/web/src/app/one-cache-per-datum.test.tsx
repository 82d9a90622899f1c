import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import { PackageList } from '@/features/account/components/package-list';
import { ListToolbar } from '@/features/browse/components/list-toolbar';
import { NO_FILTERS } from '@/features/browse/lib/list-filters';
import { SubscriptionStep } from '@/features/registration/components/subscription-step';
import { SearchFiltersBar } from '@/features/search/components/search-filters-bar';
import { i18n } from '@/shared/i18n/i18n';

// Features that show the same server data read one cache entry: one request serves them all.

const answers: Record<string, unknown> = {
  '/api/genres/list': [{ id: 4, name: 'Drama' }],
  '/api/show-types/list': [{ id: 2, name: 'Series' }],
  '/api/account/get-subscriptions': [
    { id: 1, name: 'Monthly', subscription_price: 9.99, currency_code: 'EUR', description: '' },
  ],
};
const fetchMock = vi.fn<typeof fetch>();
const requestsTo = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input) === path).length;

function renderTogether(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('one cache per datum', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation((input) =>
      Promise.resolve(envelopeResponse({ status: 1, data: answers[urlOf(input)] })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the list pages and search share the genres and the show types', async () => {
    const list = {
      filters: { ...NO_FILTERS, showTypes: [2] },
      ignored: [],
      thisYear: 2026,
      changeFilters: vi.fn(),
      clearFilters: vi.fn(),
      goToPage: vi.fn(),
    };
    renderTogether(
      <>
        <ListToolbar list={list} yearFilter={false} />
        <SearchFiltersBar
          filters={{ genres: [], showTypes: [] }}
          onGenresChange={vi.fn()}
          onShowTypesChange={vi.fn()}
        />
      </>,
    );
    await vi.waitFor(() => expect(screen.getAllByText('Drama')).toHaveLength(2));
    expect(screen.getAllByText('Series')).toHaveLength(2);
    expect(requestsTo('/api/genres/list')).toBe(1);
    expect(requestsTo('/api/show-types/list')).toBe(1);
  });

  it('registration and the account share the packages on offer', async () => {
    renderTogether(
      <>
        <SubscriptionStep defaultValue={undefined} onNext={vi.fn()} />
        <PackageList currentId={null} pendingId={undefined} onChoose={vi.fn()} />
      </>,
    );
    await vi.waitFor(() => expect(screen.getAllByText('Monthly')).toHaveLength(2));
    expect(requestsTo('/api/account/get-subscriptions')).toBe(1);
  });
});

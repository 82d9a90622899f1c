import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { envelopeResponse, urlOf } from '@/test/fixtures';
import {
  SUBSCRIPTION_PACKAGES_STALE_MS,
  getSubscriptionPackages,
  subscriptionPackageKeys,
  subscriptionPackagesQueryOptions,
} from '..';

const fetchMock = vi.fn<typeof fetch>();
const monthly = {
  id: 1,
  name: 'Monthly',
  subscription_price: 9.99,
  currency_code: 'EUR',
  description: 'Every film',
};

describe('subscriptionPackagesQueryOptions: the one cache of the packages on offer', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is keyed once, under the subscription-package entity, fresh for 5 minutes', () => {
    const options = subscriptionPackagesQueryOptions();
    expect(options.queryKey).toEqual(['subscription-package', 'list']);
    expect(options.queryKey).toEqual(subscriptionPackageKeys.list());
    expect(SUBSCRIPTION_PACKAGES_STALE_MS).toBe(5 * 60_000);
    expect(options.staleTime).toBe(SUBSCRIPTION_PACKAGES_STALE_MS);
  });

  it('asks GET /account/get-subscriptions once for every screen that shows the packages', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 1, data: [monthly] })),
    );
    const client = new QueryClient();
    await client.fetchQuery(subscriptionPackagesQueryOptions());
    await client.fetchQuery(subscriptionPackagesQueryOptions());
    expect(client.getQueryData(subscriptionPackageKeys.list())).toEqual([monthly]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/api/account/get-subscriptions');
  });

  it('gives an empty list when the call fails (access §8)', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({ status: 0, message: 'Request failed' })),
    );
    await expect(getSubscriptionPackages()).resolves.toEqual([]);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getSubscriptionPackages()).resolves.toEqual([]);
  });

  it('stays aborted when the caller gives up', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    await expect(getSubscriptionPackages(controller.signal)).rejects.toThrow('Aborted');
  });
});

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** The commerce pages' query keys, one branch per part. */
export const commerceKeys = {
  all: ['studio', 'commerce'] as const,
  packages: () => [...commerceKeys.all, 'packages'] as const,
  rentals: () => [...commerceKeys.all, 'rentals'] as const,
  rentalList: (search: string, page: number) =>
    [...commerceKeys.rentals(), 'list', { search, page }] as const,
  rental: (id: number) => [...commerceKeys.rentals(), 'detail', id] as const,
  channels: (search: string, page: number) =>
    [...commerceKeys.all, 'channels', { search, page }] as const,
  payments: (accountId: number, page: number) =>
    [...commerceKeys.all, 'payments', accountId, page] as const,
};

/** Every subscription package, retired ones too. */
export const packagesQuery = () =>
  queryOptions({
    queryKey: commerceKeys.packages(),
    queryFn: ({ signal }) => studioRequest(studioApi.packages, { signal }),
  });

const searchAndPage = (search: string, page: number) => ({
  ...(search ? { search } : {}),
  ...(page > 1 ? { page } : {}),
});

/** A page of rentals, newest first, found by the subscriber's e-mail or the title. */
export const rentalsQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: commerceKeys.rentalList(search, page),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.rentals, { query: searchAndPage(search, page), signal }),
    placeholderData: keepPreviousData,
  });

/** One rental with its payment. */
export const rentalQuery = (id: number) =>
  queryOptions({
    queryKey: commerceKeys.rental(id),
    queryFn: ({ signal }) => studioRequest(studioApi.rental, { params: { id }, signal }),
  });

/** A page of channels with their profiles' prices. */
export const channelPricesQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: commerceKeys.channels(search, page),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.channelPrices, { query: searchAndPage(search, page), signal }),
    placeholderData: keepPreviousData,
  });

/** A page of a subscriber's payments, newest first. */
export const paymentsQuery = (accountId: number, page: number) =>
  queryOptions({
    queryKey: commerceKeys.payments(accountId, page),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.subscriberPayments, {
        params: { id: accountId },
        query: page > 1 ? { page } : {},
        signal,
      }),
  });

/** A change to commerce; everything commerce shows is read again after it. */
export function useCommerceChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.all }),
  });
}

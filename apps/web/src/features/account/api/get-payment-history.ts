import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { accountKeys } from './account-keys';

/** Payments shown per page of the history. */
export const PAYMENTS_PER_PAGE = 10;

/** One page of the account's payments, newest first. */
export function getPaymentHistory(page: number, signal?: AbortSignal) {
  return apiRequest(api.account.paymentHistory, {
    query: { page, limit: PAYMENTS_PER_PAGE },
    signal,
  });
}

export const paymentHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: accountKeys.paymentHistory(page),
    queryFn: ({ signal }) => getPaymentHistory(page, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the payment history. */
export function usePaymentHistory(page: number) {
  return useQuery(paymentHistoryQueryOptions(page));
}

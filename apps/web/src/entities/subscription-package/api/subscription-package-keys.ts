/** Query keys of the subscription packages on offer, shared by registration and the account. */
export const subscriptionPackageKeys = {
  all: ['subscription-package'] as const,
  list: () => [...subscriptionPackageKeys.all, 'list'] as const,
};

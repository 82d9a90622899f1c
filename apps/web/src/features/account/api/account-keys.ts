/** Query and mutation keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  devices: () => [...accountKeys.all, 'devices'] as const,
  paymentHistories: () => [...accountKeys.all, 'payment-history'] as const,
  paymentHistory: (page: number) => [...accountKeys.paymentHistories(), page] as const,
  updateProfile: () => [...accountKeys.all, 'update-profile'] as const,
  createProfile: () => [...accountKeys.all, 'create-profile'] as const,
  deleteProfile: () => [...accountKeys.all, 'delete-profile'] as const,
  updateSubscription: () => [...accountKeys.all, 'update-subscription'] as const,
  removeDevice: () => [...accountKeys.all, 'remove-device'] as const,
};

/** Query and mutation keys of the session feature. */
export const sessionKeys = {
  all: ['session'] as const,
  login: () => [...sessionKeys.all, 'login'] as const,
  logout: () => [...sessionKeys.all, 'logout'] as const,
  authorize: () => [...sessionKeys.all, 'authorize'] as const,
  relogin: () => [...sessionKeys.all, 'relogin'] as const,
  checkDeviceToken: () => [...sessionKeys.all, 'check-device-token'] as const,
  checkSubscription: () => [...sessionKeys.all, 'check-subscription'] as const,
  switchProfile: () => [...sessionKeys.all, 'switch-profile'] as const,
};

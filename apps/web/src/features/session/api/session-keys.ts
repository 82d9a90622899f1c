/** Query and mutation keys of the session feature. */
export const sessionKeys = {
  all: ['session'] as const,
  login: () => [...sessionKeys.all, 'login'] as const,
  logout: () => [...sessionKeys.all, 'logout'] as const,
  authorize: () => [...sessionKeys.all, 'authorize'] as const,
};

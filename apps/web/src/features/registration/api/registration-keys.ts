/** Query and mutation keys of the registration feature. */
export const registrationKeys = {
  all: ['registration'] as const,
  register: () => [...registrationKeys.all, 'register'] as const,
};

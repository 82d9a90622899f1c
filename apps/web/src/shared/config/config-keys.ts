/** Query keys of the remote configuration. */
export const configKeys = {
  all: ['config'] as const,
  configuration: () => [...configKeys.all, 'configuration'] as const,
};

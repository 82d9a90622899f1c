/** Query keys of the remote configuration. */
export const configurationKeys = {
  all: ['config'] as const,
  configuration: () => [...configurationKeys.all, 'configuration'] as const,
};

import { useQuery } from '@tanstack/react-query';
import type { Modules } from '@marquee/contract';
import { buildFlags, type BuildFlags } from '@/shared/config/build-flags';
import { configurationQueryOptions } from '../api/get-configuration';

/** Registration is offered when the configuration enables it and no build flag hides it. */
export function isRegistrationEnabled(
  modules: Pick<Modules, 'registration'> | undefined,
  flags: Pick<BuildFlags, 'hideRegistration'>,
): boolean {
  return Boolean(modules?.registration) && !flags.hideRegistration;
}

/** Whether registration is offered; undefined while the configuration is still loading. */
export function useRegistrationEnabled(): boolean | undefined {
  const configuration = useQuery(configurationQueryOptions());
  if (configuration.isPending) return buildFlags.hideRegistration ? false : undefined;
  return isRegistrationEnabled(configuration.data?.web.modules, buildFlags);
}

import type { Modules } from '@marquee/contract';
import { useConfiguration } from '../api/get-configuration';

/** Until the configuration arrives, the core modules count as on and the optional ones off. */
const DEFAULT_MODULES: Modules = {
  vod: true,
  channels: false,
  epg: false,
  trending: false,
  home: true,
  advertisements: false,
  registration: false,
};

/** The module switches of the remote configuration. */
export function useModules(): Modules {
  return useConfiguration()?.web.modules ?? DEFAULT_MODULES;
}

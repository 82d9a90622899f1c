import { useEffect } from 'react';
import { useConfiguration } from '@/entities/configuration';
import { applyBranding } from '../lib/apply-branding';

/** Loads the remote configuration and applies its branding to the page. */
export function useApplyBranding(): void {
  const configuration = useConfiguration();
  useEffect(() => {
    if (configuration) applyBranding(configuration);
  }, [configuration]);
}

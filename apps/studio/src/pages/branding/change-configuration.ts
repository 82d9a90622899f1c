import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Configuration,
  type ConfigurationBody,
  type ServedConfiguration,
  studioApi,
} from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { brandingKeys } from './get-configuration';

/** The configuration of a change's answer, without the colours apps paint. */
export function storedPart({
  served: _served,
  ...configuration
}: ServedConfiguration): Configuration {
  return configuration;
}

/** Replaces the whole configuration; the answer becomes the stored one. */
export function useChangeConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfigurationBody) => studioRequest(studioApi.changeConfiguration, { body }),
    onSuccess: (answer) => queryClient.setQueryData(brandingKeys.configuration, storedPart(answer)),
  });
}

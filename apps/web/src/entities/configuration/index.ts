export { configurationKeys } from './api/configuration-keys';
export { followConfigurationChanges } from './api/follow-configuration-changes';
export {
  CONFIGURATION_ELEMENT_ID,
  configurationInPage,
  configurationQueryOptions,
  getConfiguration,
  useConfiguration,
} from './api/get-configuration';

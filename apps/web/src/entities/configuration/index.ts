export { configurationKeys } from './api/configuration-keys';
export {
  CONFIGURATION_ELEMENT_ID,
  configurationInPage,
  configurationQueryOptions,
  getConfiguration,
  useConfiguration,
} from './api/get-configuration';

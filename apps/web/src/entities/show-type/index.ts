export {
  SHOW_TYPES_LIFETIME_MS,
  getShowTypes,
  showTypesQueryOptions,
  useShowTypes,
} from './api/get-show-types';
export { showTypeKeys } from './api/show-type-keys';

export { getMyList, myListQueryOptions, useMyList } from './api/get-my-list';
export { myListKeys } from './api/my-list-keys';
export {
  toggleMyList,
  toggleMyListMutationOptions,
  useToggleMyList,
  type MyListChange,
} from './api/toggle-my-list';
export { isInList, isListable, withTitle, type MyListTitle } from './model/my-list-cache';

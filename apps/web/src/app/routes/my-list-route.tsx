import { MyListPage } from '@/features/my-list/components/my-list-page';

/** /my-list: the viewing profile's My List. */
export function Component() {
  return <MyListPage />;
}

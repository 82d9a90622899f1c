import { api } from '@marquee/contract';
import { declareModule } from '../../../server-module.js';
import { createMyListRepository, type MyListRepository } from './my-list-repository.js';
import { createMyListService } from './my-list-service.js';
export type { MyListRepository } from './my-list-repository.js';

declare module '../../../server-module.js' {
  interface Provided {
    'my-list': { repository: MyListRepository };
  }
}

/** My List (`/account/my-list`): each viewing profile's films and shows to watch. */
export const myListModule = declareModule({
  name: 'my-list',
  needs: ['catalogue', 'account'],
  build(context, needs) {
    const repository = createMyListRepository(context.db);
    const service = createMyListService(repository, needs.catalogue.titles);
    const { entitlements } = needs.account;
    return {
      provides: { repository },
      api: (calls) => {
        calls.call(api.account.myList, {}, async ({ session }) =>
          service.list(session, await entitlements(session)),
        );
        calls.call(api.account.toggleMyList, {}, ({ body, session }) =>
          service.toggle(session, body),
        );
      },
    };
  },
});

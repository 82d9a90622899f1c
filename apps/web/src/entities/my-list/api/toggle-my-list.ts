import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ItemType } from '@marquee/contract';
import { apiRequestWithMessage, type ApiAnswer } from '@/shared/api/api-client';
import { useServerText } from '@/shared/i18n/server-text';
import { notify } from '@/shared/ui/notify';
import { withTitle, type MyListTitle } from '../model/my-list-cache';
import { myListKeys } from './my-list-keys';

type ToggleAnswer = ApiAnswer<typeof api.account.toggleMyList>;

/** Adds a film or show to My List or takes it out; the answer says which, with its notice. */
export function toggleMyList(title: MyListTitle): Promise<ToggleAnswer> {
  const type = title.type === ItemType.show ? ItemType.show : ItemType.movie;
  return apiRequestWithMessage(api.account.toggleMyList, { body: { vod_id: title.id, type } });
}

/** A press of the button: the title, and whether it goes in (as the button showed it). */
export interface MyListChange {
  title: MyListTitle;
  add: boolean;
}

export const toggleMyListMutationOptions = () =>
  mutationOptions<ToggleAnswer, Error, MyListChange, { before: MyListTitle[] | undefined }>({
    mutationKey: myListKeys.toggle(),
    mutationFn: ({ title }) => toggleMyList(title),
  });

/**
 * Toggles a title in My List at once (every button and the row follow the one cache), then as
 * the server answered, saying its notice ("Added to My List"); a failure puts the list back as
 * it was and says why. The list is read again behind, for the whole title.
 */
export function useToggleMyList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const serverText = useServerText();
  const patch = (title: MyListTitle, inList: boolean) =>
    queryClient.setQueryData<MyListTitle[]>(myListKeys.list(), (list) =>
      list ? withTitle(list, title, inList) : list,
    );
  return useMutation({
    ...toggleMyListMutationOptions(),
    onMutate: async ({ title, add }) => {
      await queryClient.cancelQueries({ queryKey: myListKeys.list() });
      const before = queryClient.getQueryData<MyListTitle[]>(myListKeys.list());
      patch(title, add);
      return { before };
    },
    onSuccess: (answer, { title }) => {
      patch(title, answer.data.in_list);
      const fallback = t(answer.data.in_list ? 'server.addedToMyList' : 'server.removedFromMyList');
      notify('success', serverText.text(answer.notice, answer.message) ?? fallback);
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(myListKeys.list(), context?.before);
      notify('error', serverText.errorText(error) ?? t('errors.requestFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myListKeys.list() }),
  });
}

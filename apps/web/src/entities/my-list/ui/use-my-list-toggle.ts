import { useMyList } from '../api/get-my-list';
import { useToggleMyList } from '../api/toggle-my-list';
import { isInList, type MyListTitle } from '../model/my-list-cache';
import { myListIcons } from './my-list-icons';

/**
 * A film's or show's My List button: in the list or not (from the one list cache), its face
 * (a plus, a tick once in), and one press to put it in or take it out. `title` null: nothing to
 * list, and nothing asked.
 */
export function useMyListToggle(title: MyListTitle | null) {
  const list = useMyList(title !== null);
  const toggle = useToggleMyList();
  const inList = title ? isInList(list.data, title) : false;
  return {
    inList,
    icon: inList ? myListIcons.added : myListIcons.add,
    press: () => {
      if (title) toggle.mutate({ title, add: !inList });
    },
  };
}

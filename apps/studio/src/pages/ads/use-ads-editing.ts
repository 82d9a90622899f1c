import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReceivedNotice } from '@marquee/contract';
import { serverText } from '@/api/error-text';

interface SavedAnswer {
  message: string | undefined;
  notice: ReceivedNotice | undefined;
}

/**
 * An ads panel's state: which item its form edits (`'new'` for one to make, none when the form
 * is closed) and what the last save or delete did, in words.
 */
export function useAdsEditing<Item extends { id: string | number }, Body>(
  save: UseMutationResult<SavedAnswer, Error, { id?: Item['id'] | undefined; body: Body }>,
  remove: UseMutationResult<unknown, Error, Item['id']>,
) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Item | 'new'>();
  const [done, setDone] = useState<string>();

  const open = (item: Item | 'new') => {
    save.reset();
    setDone(undefined);
    setEditing(item);
  };
  const saveBody = (body: Body) =>
    save.mutate(
      { id: editing === 'new' ? undefined : editing?.id, body },
      {
        onSuccess: (answer) => {
          setEditing(undefined);
          setDone(serverText(answer.notice, answer.message ?? t('ads.saved')));
        },
      },
    );
  /** Deletes an item, then says so with `doneText`. */
  const deleteItem = (item: Item, doneText: string) =>
    remove.mutate(item.id, { onSuccess: () => setDone(doneText) });

  return {
    editing,
    /** The item the form edits, none for a new one. */
    edited: editing === 'new' ? undefined : editing,
    formKey: editing === 'new' ? 'new' : editing?.id,
    open,
    close: () => setEditing(undefined),
    saveBody,
    deleteItem,
    deleting: remove.isPending ? remove.variables : undefined,
    done,
  };
}

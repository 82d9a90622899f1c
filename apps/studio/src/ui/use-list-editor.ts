import { useState } from 'react';
import { useErrorText } from '@/api/error-text';

/** What the last change to a list did, in words: a success or the server's refusal. */
export interface ListOutcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A list edited in place: the row its form edits (`row` none for a new one, no `editing` when
 * the form is closed) and what the last save or change did. `onDone` runs after each success,
 * for the page to put the keyboard somewhere.
 */
export function useListEditor<Row>(
  keyOf: (row: Row) => string | number,
  { onDone }: { onDone?: () => void } = {},
) {
  const errorText = useErrorText();
  const [editing, setEditing] = useState<{ row: Row | undefined }>();
  const [outcome, setOutcome] = useState<ListOutcome>();
  const succeeded = (text: string) => {
    setOutcome({ tone: 'success', text });
    onDone?.();
  };
  return {
    editing,
    /** Remounts the form when it turns to another row. */
    formKey: editing?.row === undefined ? 'new' : keyOf(editing.row),
    outcome,
    startNew: () => setEditing({ row: undefined }),
    edit: (row: Row) => setEditing({ row }),
    cancel: () => setEditing(undefined),
    /** The form saved: it closes, and the server's message is shown. */
    saved: (text: string) => {
      setEditing(undefined);
      succeeded(text);
    },
    /**
     * A change made from a row (`made` answers what to say), whose success or refusal is shown;
     * the form closes if it edits `closing`, a row the change takes away. Answers whether the
     * change was made, as ConfirmInPlace asks.
     */
    change: (made: Promise<string>, closing?: Row) =>
      made.then(
        (text) => {
          if (closing !== undefined && editing?.row !== undefined) {
            if (keyOf(editing.row) === keyOf(closing)) setEditing(undefined);
          }
          succeeded(text);
          return true;
        },
        (error: unknown) => {
          setOutcome({ tone: 'error', text: errorText(error) });
          return false;
        },
      ),
  };
}

/** The state `useListEditor` keeps, as `ListEditor` draws it. */
export type ListEditorState<Row> = ReturnType<typeof useListEditor<Row>>;

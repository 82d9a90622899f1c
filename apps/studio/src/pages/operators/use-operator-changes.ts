import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type List,
  type OperatorListItem,
  type OperatorRole,
  type OperatorWithPassword,
  studioApi,
} from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { studioAnswer, type StudioAnswer } from '@/api/studio-api';
import { operatorKeys } from './operator-queries';

/** A change an owner makes from an operator's row. */
export type OperatorChange =
  | { kind: 'role'; operator: OperatorListItem; role: OperatorRole }
  | { kind: 'rename'; operator: OperatorListItem; name: string }
  | { kind: 'disable' | 'enable' | 'reset' | 'removeTotp'; operator: OperatorListItem };

/** The call of each change that answers the operator alone. */
const operatorCalls = {
  disable: studioApi.disableOperator,
  enable: studioApi.enableOperator,
  removeTotp: studioApi.removeOperatorSecondFactor,
} as const;

/** What the page says after a change: the server's words, or why it failed. */
export interface ChangeOutcome {
  tone: 'success' | 'error';
  text: string;
}

/** An operator and the one-time password just made for it, shown this once. */
export interface IssuedPassword {
  email: string;
  password: string;
}

/** The id of an operator's disable / enable button, where the keyboard lands after either. */
export const accessButtonId = (operator: OperatorListItem) => `operator-access-${operator.id}`;

const said = (answer: Pick<StudioAnswer<never>, 'message' | 'notice'>) =>
  serverText(answer.notice, answer.message ?? '');

/** Makes a change; the operator as it is now, its new one-time password, and what the server said. */
async function send(
  change: OperatorChange,
): Promise<{ operator: OperatorListItem; password?: string; text: string }> {
  const params = { id: change.operator.id };
  if (change.kind === 'reset') {
    const answer = await studioAnswer(studioApi.resetOperatorPassword, { params });
    const { operator, one_time_password: password } = answer.data;
    return { operator, password, text: said(answer) };
  }
  const answer =
    change.kind === 'role'
      ? await studioAnswer(studioApi.changeOperatorRole, { params, body: { role: change.role } })
      : change.kind === 'rename'
        ? await studioAnswer(studioApi.renameOperator, { params, body: { name: change.name } })
        : await studioAnswer(operatorCalls[change.kind], { params });
  return { operator: answer.data, text: said(answer) };
}

/**
 * The owners' changes to operators: each one's outcome, the one-time password it made (until
 * dismissed), and the list kept as the server answered.
 */
export function useOperatorChanges() {
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<ChangeOutcome>();
  const [issued, setIssued] = useState<IssuedPassword>();
  const focusAfterRender = useRef<string>(undefined);

  // Once the row is drawn again: a disabled operator's button is now "Enable", and back.
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = undefined;
  });

  const updateList = (change: (list: List<OperatorListItem>) => List<OperatorListItem>) =>
    queryClient.setQueryData<List<OperatorListItem>>(
      operatorKeys.list(),
      (list) => list && change(list),
    );

  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setOutcome(undefined),
    onSuccess: ({ operator, password, text }, change) => {
      updateList((list) => ({
        ...list,
        items: list.items.map((item) => (item.id === operator.id ? operator : item)),
      }));
      setOutcome({ tone: 'success', text });
      if (password) setIssued({ email: operator.email, password });
      if (change.kind === 'disable' || change.kind === 'enable') {
        focusAfterRender.current = accessButtonId(operator);
      }
    },
    onError: (error) => setOutcome({ tone: 'error', text: errorText(error) }),
  });

  return {
    outcome,
    issued,
    /** The change under way, if any. */
    pending: mutation.isPending ? mutation.variables : undefined,
    /** Makes a change; whether it was made. */
    run: (change: OperatorChange): Promise<boolean> =>
      mutation.mutateAsync(change).then(
        () => true,
        () => false,
      ),
    /** A new operator the add form made: listed, with its one-time password shown. */
    added: (added: OperatorWithPassword, text: string) => {
      updateList((list) => ({
        items: [...list.items, added.operator],
        pager: { ...list.pager, count: list.pager.count + 1 },
      }));
      setOutcome({ tone: 'success', text });
      setIssued({ email: added.operator.email, password: added.one_time_password });
    },
    dismissIssued: () => setIssued(undefined),
  };
}

export type OperatorChanges = ReturnType<typeof useOperatorChanges>;

import { useOutletContext } from 'react-router';
import type { Operator } from '@marquee/contract';

/** What the signed-in shell gives its pages (`<Outlet context>`). */
export interface ShellContext {
  operator: Operator;
}

/** The signed-in operator, on a page inside the shell. */
export const useOperator = (): Operator => useOutletContext<ShellContext>().operator;

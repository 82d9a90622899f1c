import type { NavigateFunction } from 'react-router';
import { paths, type NotFoundState } from '../config/routes';

/** The navigation state that marks a visit to /404 as sent there by an error. */
export const errorPageState: NotFoundState = { fromErrorPage: true };

/** Reads the fromErrorPage marker out of navigation state. */
export function isFromErrorPage(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<NotFoundState>).fromErrorPage === true
  );
}

/** Sends the user to /404 after an error; its Go back then leads home (spec: access §2). */
export function goToErrorPage(navigate: NavigateFunction): void {
  void navigate(paths.notFound, { replace: true, state: errorPageState });
}

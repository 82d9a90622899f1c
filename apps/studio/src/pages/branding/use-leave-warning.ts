import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Holds the operator back from leaving the page while `unsaved`: a move inside the console is
 * blocked until they choose (the returned blocker), and closing the tab asks the browser's question.
 */
export function useLeaveWarning(unsaved: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return blocker;
}

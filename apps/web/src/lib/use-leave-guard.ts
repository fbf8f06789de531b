import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Asks before a screen with unsaved work is left: in-app navigation through the router's
 * blocker, closing or reloading the tab through beforeunload. `warning` names what would be
 * lost, or is null when nothing would be.
 */
export function useLeaveGuard<W extends string>(warning: W | null) {
  // Read by the blocker at navigation time; `release` clears it at once, before a state update could.
  const current = useRef<W | null>(warning);
  useLayoutEffect(() => {
    current.current = warning;
  }, [warning]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => current.current !== null && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  // Nothing left to lose while a navigation waits: let it through rather than ask about nothing.
  useEffect(() => {
    if (blocker.state === 'blocked' && warning === null) blocker.proceed();
  }, [blocker, warning]);

  useEffect(() => {
    if (warning === null) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers still need a return value to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warning]);

  /** Lets the next navigation through, e.g. to checkout right after adding to the cart. */
  const release = useCallback(() => {
    current.current = null;
  }, []);

  return {
    /** The question to ask while a navigation waits for an answer. */
    asking: blocker.state === 'blocked' ? warning : null,
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    release,
  };
}

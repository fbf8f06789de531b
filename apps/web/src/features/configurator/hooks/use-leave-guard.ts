import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import type { LeaveWarning } from '../configurator-logic';

/**
 * Asks before the configurator is left with work in it (spec 001 §4): in-app navigation
 * through the router's blocker, closing or reloading the tab through beforeunload.
 */
export function useLeaveGuard(warning: LeaveWarning) {
  // Read by the blocker at navigation time; `release` clears it at once, before a state update could.
  const current = useRef<LeaveWarning>(warning);
  useLayoutEffect(() => {
    current.current = warning;
  }, [warning]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => current.current !== null && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

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
    asking: blocker.state === 'blocked' ? (warning ?? 'not-finished') : null,
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    release,
  };
}

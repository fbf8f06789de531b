import { startTransition, useEffect, useState } from 'react';

/** However busy the page stays, what waits starts by then. */
const LATEST_MS = 3000;

let painted: Promise<void> | null = null;
let isPainted = false;

/**
 * Resolves once the browser has painted the screen as it first shows and has nothing more
 * urgent to do. What can wait for that (the cart's lines, the user's stored names, home's blocks
 * below the news) then neither holds up the first paint with its code and requests on a slow
 * line, nor takes the main thread while the screen renders. One moment for the page's life.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const done = () => {
      isPainted = true;
      resolve();
    };
    // A hidden tab paints no frame: the time limit still lets the work start.
    const limit = setTimeout(done, LATEST_MS);
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: LATEST_MS }) : setTimeout(done, 0);
    // The callback of the next frame runs before its paint; a task queued from there runs after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        idle();
      }),
    );
  });
  return painted;
}

/** False until the screen's first paint (see afterFirstPaint), then true. */
export function useAfterFirstPaint(): boolean {
  // Later screens of the same page find the moment passed and render all at once.
  const [after, setAfter] = useState(isPainted);
  useEffect(() => {
    if (after) return;
    let live = true;
    void afterFirstPaint().then(() => {
      // What shows then renders in slices between which the page stays responsive, not in one long task.
      if (live) startTransition(() => setAfter(true));
    });
    return () => {
      live = false;
    };
  }, [after]);
  return after;
}

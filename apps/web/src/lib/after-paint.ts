import { startTransition, useEffect, useState } from 'react';

/** However busy the page stays, what waits starts by then. */
const LATEST_MS = 3000;
/** How long a shown first screen waits for the browser to report its largest paint, which it may not be. */
const LARGEST_PAINT_MS = 250;

/**
 * Settles once the browser reports `element` as the largest paint so far (a picture paints a frame or two after it is
 * decoded), or after LARGEST_PAINT_MS when it does not (something larger showed before it), or at once where the
 * browser reports no largest paints or there is no element.
 */
function largestPaintReported(element: Element | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    if (
      !element ||
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === element)) settle();
    });
    const timer = setTimeout(() => settle(), LARGEST_PAINT_MS);
    const settle = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

let painted: Promise<void> | null = null;
let isPainted = false;
let firstScreen: { shown: Promise<Element | undefined>; show: (largest?: Element) => void } | null = null;

/**
 * Entering at a screen whose largest paint comes after its frame's (home: its news with the first picture), the moment
 * waits for that screen as well (firstScreenShown): what waits for the moment then shares neither the line with the
 * screen's pictures nor the main thread with its render. Called as the frame first renders, before anything asks for
 * the moment; afterwards it changes nothing.
 */
export function awaitFirstScreen(): void {
  if (painted || firstScreen) return;
  let show = (_largest?: Element) => undefined as void;
  const shown = new Promise<Element | undefined>((resolve) => {
    show = resolve;
  });
  firstScreen = { shown, show };
}

/**
 * The awaited first screen (awaitFirstScreen) shows what it first shows, or the user has left it; `largest` is what
 * should be its largest paint (the first news picture), which the moment waits to see painted.
 */
export function firstScreenShown(largest?: Element): void {
  firstScreen?.show(largest);
}

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
    // A hidden tab paints no frame, and a first screen's picture may never arrive: the time limit still lets the work start.
    const limit = setTimeout(done, LATEST_MS);
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: LATEST_MS }) : setTimeout(done, 0);
    // The callback of the next frame runs before its paint; a task queued from there runs after it.
    const afterNextPaint = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(limit);
          idle();
        }),
      );
    if (firstScreen) void firstScreen.shown.then(largestPaintReported).then(afterNextPaint);
    else afterNextPaint();
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

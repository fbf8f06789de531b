import { useEffect, useState } from 'react';

/**
 * Whether the element is narrower than its content, kept up to date as either changes size: a box that scrolls
 * sideways must be reachable by keyboard, and one that does not should not be a stop in the tab order. Returns the
 * callback ref to put on the element, and the answer.
 */
export function useOverflowsX<E extends HTMLElement>() {
  const [element, setElement] = useState<E | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflows] as const;
}

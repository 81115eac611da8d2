import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to an element once React has put it on the page, for a card that swaps what it
 * shows (a form, a message, back to its summary) and must keep keyboard users where they were.
 * A timer was used before: it ran after the render in most cases, but a screen reader or a
 * browser test could look in between, and found the focus on the page's body.
 */
export function useFocusAfterRender(): (target: RefObject<HTMLElement | null>) => void {
  const pending = useRef<RefObject<HTMLElement | null> | null>(null);
  // Every render: the one that mounts the target is the first that finds it.
  useLayoutEffect(() => {
    const element = pending.current?.current;
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return useCallback((target) => {
    pending.current = target;
  }, []);
}

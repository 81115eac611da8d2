import { useEffect, type RefObject } from 'react';

/** Read by the shell's styles: room at the bottom of the page, and scroll padding, of the
 * height of whatever lies over the bottom of the window. */
const heightProperty = '--app-bottom-overlay-height';

/**
 * While an element lies fixed over the bottom of the window, keeps its current height in a CSS
 * property, so the page can end that much lower and scrolling to a focused control stops
 * above it. Its height changes with the window width, text size and its own content.
 */
export function useReservedRoomAtBottom(
  overlay: RefObject<HTMLElement | null>,
  isShown: boolean,
): void {
  useEffect(() => {
    const element = overlay.current;
    if (!isShown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(heightProperty, `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(heightProperty);
    };
  }, [overlay, isShown]);
}

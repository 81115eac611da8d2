/**
 * Moves focus to the page's h1, so a screen reader announces the new page and the next Tab
 * continues from its top. The heading is made focusable by script only (tabindex -1), and
 * the shell's styles draw no focus box round it: it is not a control.
 * Returns false when the page has no h1 yet (it is still loading).
 */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('#main-content h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.classList.add('app-focus-target');
  heading.focus();
  return true;
}

/** Focus for when something the resident was using goes (a banner's last button): the page's
 * heading, or its main content before it has one. Called before the thing goes, so focus is
 * never left on the body in between. */
export function focusPageStart(): void {
  if (!focusPageHeading()) document.getElementById('main-content')?.focus();
}

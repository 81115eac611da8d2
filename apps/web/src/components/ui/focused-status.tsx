import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A status message that replaces what the resident just acted on ("We have sent a code"):
 * it takes focus when it appears, so the next Tab continues from it instead of from the top of
 * the page, and screen readers read it out. Not a control, so no focus box is drawn.
 */
export function FocusedStatus(props: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`${props.className ?? 'govuk-inset-text'} app-focus-target`}
    >
      {props.children}
    </div>
  );
}

import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal confirmation on the native <dialog>: the browser moves focus in, keeps it there
 * while open, closes on Escape, and we return focus to the control that opened it.
 */
export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  isWarning?: boolean;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the opener is gone (its row was deleted). */
  fallbackFocus?: () => HTMLElement | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef(props.fallbackFocus);
  const titleId = useId();
  const { isOpen } = props;

  useEffect(() => {
    fallbackRef.current = props.fallbackFocus;
  });

  // Back to the control that opened the dialog, so keyboard users keep their place; if it has
  // gone (its row was deleted), to the fallback.
  const restoreFocus = useCallback(() => {
    const opener = openerRef.current;
    if (!opener) return;
    openerRef.current = null;
    if (opener.isConnected) opener.focus();
    else fallbackRef.current?.()?.focus();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      restoreFocus();
    }
  }, [isOpen, restoreFocus]);

  return (
    <dialog
      ref={ref}
      className="app-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        // Escape or Cancel closed it natively.
        props.onClose();
        restoreFocus();
      }}
    >
      <h2 className="govuk-heading-m" id={titleId}>
        {props.title}
      </h2>
      {props.children}
      <div className="govuk-button-group">
        <button
          type="button"
          className={`govuk-button${props.isWarning ? ' govuk-button--warning' : ''}`}
          disabled={props.isBusy}
          aria-disabled={props.isBusy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          onClick={() => ref.current?.close()}
        >
          {props.cancelLabel ?? 'Cancel'}
        </button>
      </div>
    </dialog>
  );
}

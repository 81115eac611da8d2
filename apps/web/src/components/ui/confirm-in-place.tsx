import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';

/**
 * A question asked in place of the button that raised it (GOV.UK's warning pattern without a
 * page of its own): while it shows, focus is in it (`focusRef`: its first control or its Yes
 * button); Cancel gives focus back to the button (`openerRef`), so a keyboard user is never left
 * at the top of the page. `close` ends the question without moving focus, for an outcome
 * message that takes focus itself.
 */
export function useConfirmInPlace<Focused extends HTMLElement = HTMLButtonElement>() {
  const [isConfirming, setIsConfirming] = useState(false);
  const focusRef = useRef<Focused>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const isReturningFocus = useRef(false);

  useEffect(() => {
    if (isConfirming) focusRef.current?.focus();
    else if (isReturningFocus.current) {
      isReturningFocus.current = false;
      openerRef.current?.focus();
    }
  }, [isConfirming]);

  return {
    isConfirming,
    focusRef,
    openerRef,
    ask: () => setIsConfirming(true),
    cancel: () => {
      isReturningFocus.current = true;
      setIsConfirming(false);
    },
    close: () => setIsConfirming(false),
  };
}

/** The question's Yes (a warning button, still focusable while busy) and Cancel. */
export function ConfirmButtons({
  confirmLabel,
  onConfirm,
  onCancel,
  isPending = false,
  confirmRef,
}: {
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  confirmRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="govuk-button-group">
      <button
        type="button"
        ref={confirmRef}
        className="govuk-button govuk-button--warning"
        aria-disabled={isPending || undefined}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
      <button type="button" className="govuk-button govuk-button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

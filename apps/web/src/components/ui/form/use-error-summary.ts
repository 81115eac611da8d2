import { useCallback, useState } from 'react';
import type { SummaryError } from '../error-summary.tsx';

export interface ErrorSummaryState {
  errors: SummaryError[];
  /** Props for ErrorSummary: the errors, and a key that changes on every failed attempt so
   * the summary takes focus again even when the errors are the same. */
  summary: { errors: SummaryError[]; focusKey: number };
  /** A failed attempt: shows these errors and moves focus to the summary. */
  show: (errors: SummaryError[]) => void;
  clear: () => void;
  /** The message for the field with this id, for its inline error. */
  errorFor: (targetId: string) => string | undefined;
}

/** The error summary's state, which every hand-validated form kept as the same two pieces of
 * state and the same three lines on each failed attempt. */
export function useErrorSummary(): ErrorSummaryState {
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const show = useCallback((next: SummaryError[]) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  }, []);
  const clear = useCallback(() => setErrors([]), []);
  const errorFor = (targetId: string) =>
    errors.find((error) => error.targetId === targetId)?.message;
  return { errors, summary: { errors, focusKey: attempt }, show, clear, errorFor };
}

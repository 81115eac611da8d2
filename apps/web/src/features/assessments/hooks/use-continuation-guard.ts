import { useCallback, useState } from 'react';

const storageKey = (formId: string) => `assessment-continued:${formId}`;

function readContinued(formId: string): boolean {
  try {
    return window.sessionStorage.getItem(storageKey(formId)) === 'true';
  } catch {
    return false;
  }
}

/** Whether the resident pressed the continuation guard for this assessment. Kept for the tab's
 * session, so coming back from an area does not hide the groups they have already opened. */
export function useContinuationGuard(formId: string): [boolean, () => void] {
  const [hasContinued, setHasContinued] = useState(() => readContinued(formId));
  const markContinued = useCallback(() => {
    try {
      window.sessionStorage.setItem(storageKey(formId), 'true');
    } catch {
      // Private browsing without storage: the choice lasts until the page is left.
    }
    setHasContinued(true);
  }, [formId]);
  return [hasContinued, markContinued];
}

import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  alreadySubmittedMessage,
  closedMessage,
  type AreaProgress,
  type Assessment,
} from '@csa/contracts';
import type { Pathway } from '@csa/questionnaire';
import { ApiError } from '../../../lib/api-error.ts';
import { assessmentQueryKeys } from '../../../lib/assessment-queries/assessment-query-keys.ts';
import { getAssessment } from '../../../lib/assessment-queries/use-assessment.ts';
import { useSaveAreaStep } from '../api/save-area-step.ts';
import { areaFormStrings } from '../lib/area-form-strings.ts';

/** After this long a save is called slow and the page says it is still saving. */
export const slowSaveMs = 3_000;

export type SaveProblem =
  /** Someone else saved first; the fresh copy is loaded and the resident's answers kept. */
  | { kind: 'conflict'; message: string }
  /** The server refused the answers (400): its reasons, by question where it names one. */
  | { kind: 'rejected'; message: string; fieldErrors: Record<string, string> }
  /** No answer, a timeout or a server fault: nothing changed, trying again is safe. */
  | { kind: 'failed'; message: string };

/**
 * Saves one area's progress, one save at a time. A second call while a save is on its way
 * (a double click, Enter pressed twice) is ignored rather than sent. Failures never throw:
 * they become `problem`, and the caller keeps the resident and their answers on the page.
 */
export function useAreaSaver(formId: string, areaKey: string, pathway: Pathway) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useSaveAreaStep();
  const isInFlight = useRef(false);
  const [isSaving, setIsSaving] = useState(false);
  const [isSlow, setIsSlow] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  const reloadAssessment = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: assessmentQueryKeys.detail(formId),
        queryFn: ({ signal }) => getAssessment(formId, { signal, explainsLoadFailure: true }),
        staleTime: 0,
      }),
    [queryClient, formId],
  );

  const save = useCallback(
    async (progress: AreaProgress): Promise<Assessment | null> => {
      const assessment = queryClient.getQueryData<Assessment>(assessmentQueryKeys.detail(formId));
      if (isInFlight.current || !assessment) return null;
      isInFlight.current = true;
      setIsSaving(true);
      const slowTimer = window.setTimeout(() => setIsSlow(true), slowSaveMs);
      try {
        const saved = await mutateAsync({ assessment, areaKey, progress, pathway });
        // A problem stays on screen while it is retried, so focus on its Try again button
        // is not lost; it goes once the answers are safe.
        setProblem(null);
        return saved;
      } catch (error) {
        setProblem(await describeFailure(error, reloadAssessment));
        return null;
      } finally {
        window.clearTimeout(slowTimer);
        isInFlight.current = false;
        setIsSlow(false);
        setIsSaving(false);
      }
    },
    [queryClient, formId, areaKey, pathway, mutateAsync, reloadAssessment],
  );

  return { save, isSaving, isSlow, problem };
}

async function describeFailure(
  error: unknown,
  reloadAssessment: () => Promise<Assessment>,
): Promise<SaveProblem> {
  if (error instanceof DOMException && error.name === 'AbortError') {
    return { kind: 'failed', message: areaFormStrings.saveTimedOut };
  }
  if (!(error instanceof ApiError)) {
    return { kind: 'failed', message: error instanceof Error ? error.message : '' };
  }
  const isNowReadOnly = [closedMessage, alreadySubmittedMessage].includes(error.message);
  if (error.status === 409 || isNowReadOnly) {
    // The fresh copy carries the new version (so the retry can succeed) and, when the
    // assessment was closed or submitted meanwhile, makes the page show that instead.
    try {
      await reloadAssessment();
    } catch {
      return { kind: 'failed', message: areaFormStrings.couldNotLoadForm };
    }
    return { kind: 'conflict', message: isNowReadOnly ? error.message : areaFormStrings.conflict };
  }
  if (error.status === 400) {
    return { kind: 'rejected', message: error.message, fieldErrors: error.fieldErrors() };
  }
  return { kind: 'failed', message: error.message };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formEnvelopeSchema,
  updateFormBodySchema,
  type AreaProgress,
  type Assessment,
} from '@csa/contracts';
import type { Pathway } from '@csa/questionnaire';
import { apiRequest } from '../../../lib/api-client.ts';
import { formPageProgress } from '../../../lib/form-page-progress.ts';
import { withAreaProgress } from '../lib/dirty-fields.ts';
import { assessmentQueryKeys } from '../../../lib/assessment-queries/assessment-query-keys.ts';

export { updateFormBodySchema };

export interface SaveAreaStepInput {
  /** The copy the change is based on: its version guards against overwriting newer work. */
  assessment: Assessment;
  areaKey: string;
  progress: AreaProgress;
  /** The pathway's content, by which the save counts the areas complete. */
  pathway: Pathway;
}

/** A save that has not answered in this time is given up, so the resident can try again
 * instead of waiting on a connection that has gone. If it did reach the server, the retry
 * meets a version conflict, which reloads and retries safely. */
export const saveTimeoutMs = 30_000;

/** PUT /internal/v1/form/{id}: the whole dirtyFields with this area replaced (the server
 * stores what it is sent), as JSON text as spec §3 describes, with the pages they make. */
export async function saveAreaStep(input: SaveAreaStepInput): Promise<Assessment> {
  const dirtyFields = withAreaProgress(input.assessment.dirtyFields, input.areaKey, input.progress);
  const body = updateFormBodySchema.parse({
    dirtyFields: JSON.stringify(dirtyFields),
    ...formPageProgress(dirtyFields, input.pathway),
    version: input.assessment.version,
  });
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), saveTimeoutMs);
  try {
    const envelope = await apiRequest(
      'PUT',
      `/internal/v1/form/${encodeURIComponent(input.assessment.id)}`,
      // The page says itself that the answers are not saved yet and offers Try again; the
      // general banner's advice to reload in a few minutes beside it contradicted that.
      { body, schema: formEnvelopeSchema, signal: controller.signal, isQuiet: 'server-errors' },
    );
    return envelope.data;
  } finally {
    window.clearTimeout(timer);
  }
}

export function useSaveAreaStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAreaStep,
    onSuccess: (assessment) => {
      // Every page reads this one copy, so the overview shows the saved answers without a
      // reload; the lists show each assessment's progress, so they reload when next shown.
      queryClient.setQueryData(assessmentQueryKeys.detail(assessment.id), assessment);
      void queryClient.invalidateQueries({
        queryKey: assessmentQueryKeys.list(assessment.formTypeCode),
      });
    },
  });
}

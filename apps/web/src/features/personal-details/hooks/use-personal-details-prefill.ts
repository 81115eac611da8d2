import { useQuery } from '@tanstack/react-query';
import type { FormTypeCode } from '@csa/contracts';
import { useActingFor } from '../../../lib/acting-for.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { assessmentQueryKeys } from '../../../lib/assessment-queries/assessment-query-keys.ts';
import { getAssessment } from '../../../lib/assessment-queries/use-assessment.ts';
import { useAssessments } from '../../../lib/assessment-queries/get-assessments.ts';
import { prefillPersonalDetails } from '../utils/prefill-personal-details.ts';
import { readDirtyFields } from '../../../lib/assessment-queries/read-dirty-fields.ts';

/**
 * The prefill for a personal details form with nothing saved yet: the newest submitted
 * assessment of this pathway is read for its confirmed details. While that is loading the
 * form waits; if it fails, the account's details are used instead (never a dead end). A member
 * of staff completing it for a caller is not the person: their own account fills in nothing.
 */
export function usePersonalDetailsPrefill(formTypeCode: FormTypeCode, isNeeded: boolean) {
  const { user: signedIn } = useAuth();
  const actingFor = useActingFor();
  const user = actingFor ? null : signedIn;
  const list = useAssessments(formTypeCode);
  const latestSubmitted = (list.data ?? [])
    .filter((summary) => summary.dateSubmitted !== null)
    .sort((a, b) => (b.dateSubmitted ?? '').localeCompare(a.dateSubmitted ?? ''))[0];
  const previous = useQuery({
    queryKey: assessmentQueryKeys.detail(latestSubmitted?.id ?? ''),
    queryFn: () => getAssessment(latestSubmitted?.id ?? ''),
    enabled: isNeeded && latestSubmitted !== undefined,
  });
  const isLoading =
    isNeeded && (list.isPending || (latestSubmitted !== undefined && previous.isPending));
  const details = previous.data
    ? readDirtyFields(previous.data.submittedFields).personalDetails
    : undefined;
  return {
    isLoading: isLoading && !list.isError && !previous.isError,
    prefill: prefillPersonalDetails(details, user),
  };
}

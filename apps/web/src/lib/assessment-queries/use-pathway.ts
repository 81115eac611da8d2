import { useQuery } from '@tanstack/react-query';
import type { FormTypeCode } from '@csa/contracts';
import { loadPathway } from '@csa/questionnaire';
import { assessmentQueryKeys } from './assessment-query-keys.ts';

/** The pathway's questionnaire content, a separate chunk loaded on first use and kept for
 * the session: it never changes while the app runs. */
export function usePathway(formTypeCode: FormTypeCode, isEnabled = true) {
  return useQuery({
    queryKey: assessmentQueryKeys.pathway(formTypeCode),
    queryFn: () => loadPathway(formTypeCode),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

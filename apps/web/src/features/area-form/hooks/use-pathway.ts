import { useQuery } from '@tanstack/react-query';
import { loadPathway } from '@csa/questionnaire';
import type { FormTypeCode } from '@csa/contracts';

/** The pathway's questionnaire content: a separate chunk, loaded once per visit. */
export function usePathway(formTypeCode: FormTypeCode) {
  return useQuery({
    queryKey: ['area-form', 'pathway', formTypeCode] as const,
    queryFn: () => loadPathway(formTypeCode),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { FormTypeCode } from '@csa/contracts';
import { loadPathway } from '@csa/questionnaire';

export interface AreaTitle {
  id: string;
  title: string;
}

/** The areas of a pathway, by title, in the pathway's order: the filter's choices. Read from
 * the questionnaire content so the names match what residents see in their assessment. */
export function useAreaTitles(formTypeCode: FormTypeCode) {
  return useQuery({
    queryKey: ['pathway', formTypeCode],
    queryFn: () => loadPathway(formTypeCode),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    select: (pathway): AreaTitle[] =>
      pathway.topics.map((topic) => ({ id: topic.id, title: topic.title })),
  });
}

import { useQuery } from '@tanstack/react-query';
import {
  formListEnvelopeSchema,
  maxListPageSize,
  type AssessmentSummary,
  type FormTypeCode,
} from '@csa/contracts';
import { apiRequest } from '../api-client.ts';
import { assessmentQueryKeys } from './assessment-query-keys.ts';

export const getAssessmentsResponseSchema = formListEnvelopeSchema;

/** A resident holds a bounded number of open assessments, but submitted and closed ones
 * accumulate over the years; the list page shows this many at most. */
const maxPages = 10;

/** The resident's own assessments of one type, newest first, as summaries (no answers), read
 * page by page. The time parameter stops an old proxy or browser cache answering with
 * yesterday's list (spec §7). */
export async function getAssessments(formTypeCode: FormTypeCode): Promise<AssessmentSummary[]> {
  const assessments: AssessmentSummary[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const response = await apiRequest('GET', '/internal/v1/form', {
      query: { formTypeCode, page, pageSize: maxListPageSize, t: Date.now() },
      schema: getAssessmentsResponseSchema,
    });
    assessments.push(...response.data);
    if (!response.page.hasMore) break;
  }
  return assessments.sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));
}

export function useAssessments(formTypeCode: FormTypeCode) {
  return useQuery({
    queryKey: assessmentQueryKeys.list(formTypeCode),
    queryFn: () => getAssessments(formTypeCode),
  });
}

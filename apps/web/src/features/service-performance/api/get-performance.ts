import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { performanceResponseSchema, type PerformanceQuery } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /internal/v1/admin/performance: the service's figures for a range and pathway. */
export async function getPerformance(query: PerformanceQuery) {
  const response = await apiRequest('GET', '/internal/v1/admin/performance', {
    query: { from: query.from, to: query.to, formTypeCode: query.formTypeCode },
    schema: performanceResponseSchema,
    isQuiet: 'client-errors',
  });
  return response.data;
}

export const usePerformance = (query: PerformanceQuery) =>
  useQuery({
    queryKey: ['admin', 'performance', query],
    queryFn: () => getPerformance(query),
    retry: false,
    // The last figures stay on the page while a new range loads.
    placeholderData: keepPreviousData,
  });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { performanceMonthResponseSchema, type PerformanceMonthBody } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /internal/v1/admin/performance/months: an admin's figures for one month and pathway. */
export async function setPerformanceMonth(body: PerformanceMonthBody) {
  const response = await apiRequest('PUT', '/internal/v1/admin/performance/months', {
    body,
    schema: performanceMonthResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export function useSetPerformanceMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPerformanceMonth,
    // Take-up and cost per transaction are worked out from these figures.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'performance'] }),
  });
}

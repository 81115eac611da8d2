import { useMutation } from '@tanstack/react-query';
import type { SatisfactionBody } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The resident's answer to the satisfaction question, kept apart from their submission
 * (docs/decisions/0132). A failure is the form's to show, not the page's banners. */
export async function rateService(formId: string, body: SatisfactionBody): Promise<void> {
  await apiRequest('POST', `/internal/v1/form/${encodeURIComponent(formId)}/satisfaction`, {
    body,
    isQuiet: 'client-errors',
  });
}

export function useRateService(formId: string) {
  return useMutation({ mutationFn: (body: SatisfactionBody) => rateService(formId, body) });
}

import { useQuery } from '@tanstack/react-query';
import type { ServiceWording } from '@csa/questionnaire';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** The council's published wording (docs/decisions/0140). Checked by hand, like the links:
 * the server checks it against its schema, and only its text is shown. Quiet: a page that
 * cannot load it shows its built-in wording instead. */
export async function getServiceWording(): Promise<ServiceWording> {
  const response = await apiRequest('GET', '/internal/v1/content/wording', {
    isPublic: true,
    isQuiet: true,
  });
  const wording = (response as { data?: { wording?: unknown } } | null)?.data?.wording;
  if (typeof wording !== 'object' || wording === null) {
    throw new ApiError(500, 'GET', [], 'Server responded with an unexpected answer.');
  }
  return wording as ServiceWording;
}

export function useServiceWording() {
  return useQuery({
    queryKey: ['service-wording'],
    queryFn: getServiceWording,
    staleTime: 5 * 60_000,
  });
}

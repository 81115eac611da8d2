import { useQuery } from '@tanstack/react-query';
import { deliveryHealthResponseSchema } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /internal/v1/admin/delivery-health: jobs per status and the oldest one waiting. */
export async function getDeliveryHealth() {
  const response = await apiRequest('GET', '/internal/v1/admin/delivery-health', {
    schema: deliveryHealthResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export const useDeliveryHealth = () =>
  useQuery({ queryKey: ['admin', 'delivery-health'], queryFn: getDeliveryHealth, retry: false });

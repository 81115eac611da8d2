import { useMutation, useQuery } from '@tanstack/react-query';
import {
  handoverCheckResponseSchema,
  handoverRequestSchema,
  handoverResponseSchema,
  type HandoverRequest,
} from '@csa/contracts';
import type { ServiceWording } from '@csa/questionnaire';
import { apiRequest } from '../../../lib/api-client.ts';

export { handoverRequestSchema };

/** POST /auth/handover/check: whether a handover link still works (the key in the body). */
export const useHandoverCheck = (key: string) =>
  useQuery({
    queryKey: ['handover-check'],
    queryFn: async () =>
      (
        await apiRequest('POST', '/auth/handover/check', {
          body: { token: key },
          schema: handoverCheckResponseSchema,
          isPublic: true,
          isQuiet: true,
        })
      ).data,
    enabled: key !== '',
    retry: false,
    staleTime: Infinity,
  });

/** POST /auth/handover: sets up the account; the assessment staff took becomes the resident's. */
export const useHandOver = () =>
  useMutation({
    mutationFn: async (body: HandoverRequest) =>
      (
        await apiRequest('POST', '/auth/handover', {
          body,
          schema: handoverResponseSchema,
          isPublic: true,
          isQuiet: true,
        })
      ).data,
  });

/** The council's published contact details and opening hours (GET /internal/v1/content/wording,
 * the same wording the submitted page shows), for a link that no longer works. Quiet: without
 * it the page still says to phone the council. */
export const useCouncilContact = () =>
  useQuery({
    queryKey: ['service-wording'],
    queryFn: async () => {
      const response = await apiRequest('GET', '/internal/v1/content/wording', {
        isPublic: true,
        isQuiet: true,
      });
      const wording = (response as { data?: { wording?: unknown } } | null)?.data?.wording;
      if (typeof wording !== 'object' || wording === null) {
        throw new Error('Server responded with an unexpected answer.');
      }
      return wording as ServiceWording;
    },
    staleTime: 5 * 60_000,
  });

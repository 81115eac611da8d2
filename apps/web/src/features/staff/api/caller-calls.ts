import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actingForResponseSchema,
  callerListResponseSchema,
  sendHandoverResponseSchema,
  startCallerResponseSchema,
  type HandoverChannel,
  type StartCallerRequest,
} from '@csa/contracts';
import { switchActingFor } from '../../../lib/acting-for.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

/** GET /internal/v1/staff/callers: the team's open phone callers' assessments. */
export const useCallers = () =>
  useQuery({
    queryKey: staffQueryKeys.callers,
    queryFn: () =>
      apiRequest('GET', '/internal/v1/staff/callers', {
        schema: callerListResponseSchema,
        isQuiet: true,
      }),
    retry: false,
  });

/** GET /internal/v1/staff/acting-for: whom this session is completing an assessment for. */
export const useActingForOnServer = () =>
  useQuery({
    queryKey: staffQueryKeys.actingFor,
    queryFn: () =>
      apiRequest('GET', '/internal/v1/staff/acting-for', {
        schema: actingForResponseSchema,
        isQuiet: true,
      }),
    retry: false,
  });

/**
 * Every change of caller empties the tab of the previous one before anything of the next is
 * read: the query cache (answers, lists, the assessment) and the unsaved drafts.
 */
function useSwitchCaller() {
  const queryClient = useQueryClient();
  return (next: { callerId: string; callerName: string } | null) => {
    queryClient.clear();
    switchActingFor(next);
  };
}

/** POST /internal/v1/staff/callers: starts an assessment for a caller and acts for them. */
export function useStartCaller() {
  const switchCaller = useSwitchCaller();
  return useMutation({
    mutationFn: async (body: StartCallerRequest) => {
      // Out of the previous caller's assessment before the server moves the session on.
      switchCaller(null);
      return (
        await apiRequest('POST', '/internal/v1/staff/callers', {
          body,
          schema: startCallerResponseSchema,
          isQuiet: 'client-errors',
        })
      ).data;
    },
    onSuccess: (caller) => switchCaller({ callerId: caller.id, callerName: caller.callerName }),
  });
}

/** POST /internal/v1/staff/callers/{id}/acting-for: continues or takes over a caller's
 * assessment. */
export function useActForCaller() {
  const switchCaller = useSwitchCaller();
  return useMutation({
    mutationFn: async (callerId: string) => {
      switchCaller(null);
      const answer = await apiRequest(
        'POST',
        `/internal/v1/staff/callers/${encodeURIComponent(callerId)}/acting-for`,
        { schema: actingForResponseSchema, isQuiet: 'client-errors' },
      );
      if (!answer.data) throw new Error('The caller could not be opened');
      return answer.data;
    },
    onSuccess: (caller) =>
      switchCaller({ callerId: caller.callerId, callerName: caller.callerName }),
  });
}

/** DELETE /internal/v1/staff/acting-for: finishes with the caller. */
export function useLeaveCaller() {
  const switchCaller = useSwitchCaller();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/internal/v1/staff/acting-for', {
        schema: actingForResponseSchema,
      });
    },
    onSettled: () => switchCaller(null),
  });
}

/** POST /internal/v1/staff/callers/{id}/handover: sends the resident a single-use link to
 * carry on online. */
export const useSendHandover = () =>
  useMutation({
    mutationFn: async (request: { callerId: string; channel: HandoverChannel }) =>
      (
        await apiRequest(
          'POST',
          `/internal/v1/staff/callers/${encodeURIComponent(request.callerId)}/handover`,
          {
            body: { channel: request.channel },
            schema: sendHandoverResponseSchema,
            isQuiet: 'client-errors',
          },
        )
      ).data,
  });

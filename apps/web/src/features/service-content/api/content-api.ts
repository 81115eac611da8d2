import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contentChangesSchema,
  contentDraftResponseSchema,
  contentVersionResponseSchema,
  contentVersionsResponseSchema,
  contentVersionSummarySchema,
  type ContentDraft,
  type ServiceContent,
} from '@csa/questionnaire';
import { apiRequest } from '../../../lib/api-client.ts';

/** The admin calls on the council's help links and wording (docs/decisions/0140). Quiet: each
 * page says what went wrong beside the form that asked. */

export const contentQueryKeys = {
  all: ['admin', 'content'] as const,
  draft: ['admin', 'content', 'draft'] as const,
  versions: ['admin', 'content', 'versions'] as const,
  version: (version: number) => ['admin', 'content', 'versions', version] as const,
  changes: (from: number, to: number) => ['admin', 'content', 'changes', from, to] as const,
};

const base = '/internal/v1/admin/content';

export async function getContentDraft(): Promise<ContentDraft> {
  const response = await apiRequest('GET', `${base}/draft`, {
    schema: contentDraftResponseSchema,
    isQuiet: true,
  });
  return response.data;
}

export function useContentDraft() {
  return useQuery({
    queryKey: contentQueryKeys.draft,
    queryFn: getContentDraft,
    retry: false,
    // What another admin saved is only taken in when asked (Reload the draft), so that text
    // being typed here is never replaced underneath.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** Saves the whole draft from the revision it was opened at; 409 when someone saved since. */
export function useSaveContentDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { revision: number; content: ServiceContent }) => {
      const response = await apiRequest('PUT', `${base}/draft`, {
        body,
        schema: contentDraftResponseSchema,
        isQuiet: true,
      });
      return response.data;
    },
    onSuccess: (draft) => queryClient.setQueryData(contentQueryKeys.draft, draft),
  });
}

const publishedSchema = z.object({ data: contentVersionSummarySchema });

export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { revision: number; note: string }) => {
      const response = await apiRequest('POST', `${base}/publish`, {
        body,
        schema: publishedSchema,
        isQuiet: true,
      });
      return response.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.all }),
  });
}

export function useRepublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { version: number; note: string }) => {
      const response = await apiRequest('POST', `${base}/versions/${input.version}/republish`, {
        body: { note: input.note },
        schema: publishedSchema,
        isQuiet: true,
      });
      return response.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.all }),
  });
}

export function useContentVersions() {
  return useQuery({
    queryKey: contentQueryKeys.versions,
    queryFn: async () => {
      const response = await apiRequest('GET', `${base}/versions`, {
        schema: contentVersionsResponseSchema,
        isQuiet: true,
      });
      return response.data;
    },
    retry: false,
  });
}

export function useContentVersion(version: number | null) {
  return useQuery({
    queryKey: contentQueryKeys.version(version ?? 0),
    queryFn: async () => {
      const response = await apiRequest('GET', `${base}/versions/${String(version)}`, {
        schema: contentVersionResponseSchema,
        isQuiet: true,
      });
      return response.data;
    },
    enabled: version !== null,
    retry: false,
  });
}

export function useContentChanges(pair: { from: number; to: number } | null) {
  return useQuery({
    queryKey: contentQueryKeys.changes(pair?.from ?? 0, pair?.to ?? 0),
    queryFn: async () => {
      const response = await apiRequest('GET', `${base}/versions/${String(pair?.to)}/changes`, {
        query: { from: pair?.from },
        schema: z.object({ data: contentChangesSchema }),
        isQuiet: true,
      });
      return response.data;
    },
    enabled: pair !== null,
    retry: false,
  });
}

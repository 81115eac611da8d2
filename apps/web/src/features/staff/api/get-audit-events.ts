import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditResponseSchema, type AuditQuery } from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

/** GET /internal/v1/admin/audit: the audit trail, newest first, filtered by submission or
 * staff member. */
export async function getAuditEvents(query: AuditQuery) {
  return apiRequest('GET', '/internal/v1/admin/audit', {
    query: { formId: query.formId || undefined, actor: query.actor || undefined, page: query.page },
    schema: auditResponseSchema,
    isQuiet: true,
  });
}

export const useAuditEvents = (query: AuditQuery) =>
  useQuery({
    queryKey: staffQueryKeys.audit(query),
    queryFn: () => getAuditEvents(query),
    placeholderData: keepPreviousData,
    retry: false,
  });

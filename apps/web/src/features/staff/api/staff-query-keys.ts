import type { AuditQuery, StaffSubmissionsQuery } from '@csa/contracts';

/** Query keys of the staff calls, so a change can refresh exactly what it affects. */
export const staffQueryKeys = {
  submissions: (query: StaffSubmissionsQuery) => ['staff', 'submissions', query] as const,
  allSubmissions: ['staff', 'submissions'] as const,
  submission: (id: string) => ['staff', 'submission', id] as const,
  staffMembers: ['admin', 'staff'] as const,
  audit: (query: AuditQuery) => ['admin', 'audit', query] as const,
  callers: ['staff', 'callers'] as const,
  actingFor: ['staff', 'acting-for'] as const,
};

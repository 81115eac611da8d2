/**
 * Where the remote submission and abandon calls go (spec §7): this service's /internal/v1
 * paths, or, when the council configures a separate submit API base, that base with the
 * prefix removed (decision 0116).
 */
export function submitApiPath(
  submitApiBaseUrl: string,
  formId: string,
  action: 'remoteSubmission' | 'abandonAssessment',
): string {
  const path = `/form/${encodeURIComponent(formId)}/${action}`;
  return submitApiBaseUrl ? `${submitApiBaseUrl}${path}` : `/internal/v1${path}`;
}

import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Tells the server the preview was opened, for the council's count of residents who reach it
 * (docs/decisions/0130). Nothing is sent but the assessment's id; a failure is not the
 * resident's concern (the submission counts the preview too), so it is never shown.
 */
export async function recordPreviewReached(formId: string): Promise<void> {
  await apiRequest('POST', `/internal/v1/form/${encodeURIComponent(formId)}/previewReached`, {
    isQuiet: true,
  });
}

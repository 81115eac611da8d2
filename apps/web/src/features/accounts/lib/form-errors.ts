import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import type { SummaryError } from '../../../components/ui/error-summary.tsx';

/** The summary lists errors in the order the fields appear on the page. */
export function summaryErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldIds: Partial<Record<Path<T>, string>>,
): SummaryError[] {
  const list: SummaryError[] = [];
  for (const [name, fieldId] of Object.entries(fieldIds) as [string, string][]) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string') list.push({ targetId: fieldId, message });
  }
  return list;
}

/**
 * Puts the server's field errors beside the fields (the server says `email: Enter ...`; the
 * field name is dropped for display). Returns the message for the page when no field matched.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: Path<T>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  let isPlaced = false;
  for (const [field, message] of Object.entries(error.fieldErrors())) {
    if ((fieldNames as string[]).includes(field)) {
      setError(field as Path<T>, { message: message.replace(`${field}: `, '') });
      isPlaced = true;
    }
  }
  if (isPlaced) return null;
  return error.isDefaultMessage ? fallback : error.message;
}

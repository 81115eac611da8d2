import { defaultErrorMessage } from '@csa/contracts/constants';
import type { ErrorEntry } from '@csa/contracts';

/** The error object of spec §3/§8 that every failed call becomes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    readonly errors: ErrorEntry[],
    message: string,
    /** The server said nothing (no errors, no message): the text is the general default,
     * so a page with a more specific fallback of its own (spec §8) shows that instead. */
    readonly isDefaultMessage = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The field errors a form can show beside its inputs. */
  fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const entry of this.errors) if (entry.field) byField[entry.field] ??= entry.error;
    return byField;
  }
}

/** Spec §8 "Server errors": the joined error texts; failing that, the 404 wording by method;
 * failing that, the default message. The status defaults to 500. */
export function toApiError(status: number | undefined, method: string, body: unknown): ApiError {
  const resolvedStatus = status ?? 500;
  const upperMethod = method.toUpperCase();
  const record = (typeof body === 'object' && body !== null ? body : {}) as {
    errors?: unknown;
    message?: unknown;
  };
  const entries: unknown[] = Array.isArray(record.errors) ? record.errors : [];
  const errors = entries.filter(
    (entry): entry is ErrorEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as ErrorEntry).error === 'string',
  );
  let message = errors.map((entry) => entry.error).join(', ');
  if (!message && resolvedStatus === 404) {
    message = ['GET', 'OPTIONS', 'HEAD'].includes(upperMethod)
      ? 'Item was not found'
      : `Cannot ${upperMethod} server returned 404`;
  }
  if (!message && typeof record.message === 'string') message = record.message;
  if (!message) return new ApiError(resolvedStatus, upperMethod, errors, defaultErrorMessage, true);
  return new ApiError(resolvedStatus, upperMethod, errors, message);
}

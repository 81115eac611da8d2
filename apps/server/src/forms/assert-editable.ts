import { alreadySubmittedMessage, closedMessage, constants, type Assessment } from '@csa/contracts';
import { AppError } from '../errors/index.ts';

export function alreadySubmittedError(): AppError {
  return new AppError(409, 'ALREADY_SUBMITTED', alreadySubmittedMessage);
}

export function closedError(): AppError {
  return new AppError(409, 'CLOSED', closedMessage);
}

/** Submitted assessments cannot be amended and closed ones cannot be changed (spec §4). */
export function assertEditable(form: Pick<Assessment, 'submittedFields' | 'status'>): void {
  if (form.submittedFields !== null) throw alreadySubmittedError();
  if (form.status === constants.abandonedStatus) throw closedError();
}

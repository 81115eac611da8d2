import type { ErrorEntry } from '@csa/contracts';

/**
 * The one error type routes throw. `code` is a stable string for clients and logs, `message`
 * is safe to show to a resident, and `errors` may name the fields at fault. The error handler
 * turns it into the spec's error shape.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors: ErrorEntry[] = [{ error: message, code }],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message = 'Item was not found'): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  static badRequest(message: string, errors?: ErrorEntry[]): AppError {
    return new AppError(400, 'BAD_REQUEST', message, errors);
  }

  static conflict(message: string): AppError {
    return new AppError(409, 'CONFLICT', message);
  }

  static unauthorized(message = 'Authentication is required'): AppError {
    return new AppError(401, 'UNAUTHORIZED', message);
  }

  static forbidden(message = "You're not authorized to perform an action"): AppError {
    return new AppError(403, 'FORBIDDEN', message);
  }
}

import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';

/** The one error routes throw; the error handler sends its status, code, message and errors. */
describe('AppError', () => {
  it('carries its status, code and message, and names itself as the one error entry', () => {
    const error = new AppError(503, 'SMS_UNAVAILABLE', 'Text messages are not available.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.statusCode).toBe(503);
    expect(error.code).toBe('SMS_UNAVAILABLE');
    expect(error.message).toBe('Text messages are not available.');
    expect(error.errors).toEqual([
      { error: 'Text messages are not available.', code: 'SMS_UNAVAILABLE' },
    ]);
  });

  it('keeps the field errors it is given', () => {
    const fields = [{ error: 'Enter a postcode', field: 'postcode' }];
    expect(new AppError(400, 'BAD_REQUEST', 'Check your answers', fields).errors).toBe(fields);
  });

  it('has a factory per common answer, each with its default message', () => {
    const shapes = (error: AppError) => ({
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      errors: error.errors,
    });
    expect(shapes(AppError.notFound())).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Item was not found',
      errors: [{ error: 'Item was not found', code: 'NOT_FOUND' }],
    });
    expect(AppError.notFound('No such assessment').message).toBe('No such assessment');
    expect(shapes(AppError.unauthorized())).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication is required',
      errors: [{ error: 'Authentication is required', code: 'UNAUTHORIZED' }],
    });
    expect(AppError.unauthorized('Sign in again').message).toBe('Sign in again');
    expect(shapes(AppError.forbidden())).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: "You're not authorized to perform an action",
      errors: [{ error: "You're not authorized to perform an action", code: 'FORBIDDEN' }],
    });
    expect(AppError.forbidden('Staff only').message).toBe('Staff only');
    expect(shapes(AppError.conflict('Already submitted'))).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Already submitted',
      errors: [{ error: 'Already submitted', code: 'CONFLICT' }],
    });
    expect(shapes(AppError.badRequest('Check your answers'))).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Check your answers',
      errors: [{ error: 'Check your answers', code: 'BAD_REQUEST' }],
    });
    const fields = [{ error: 'Enter a postcode', field: 'postcode' }];
    expect(AppError.badRequest('Check your answers', fields).errors).toBe(fields);
  });
});

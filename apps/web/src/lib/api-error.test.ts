import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error.ts';

describe('toApiError (spec §8 server errors)', () => {
  it('joins the error texts of the response', () => {
    const error = toApiError(400, 'put', {
      errors: [{ error: 'Name is required', field: 'name' }, { error: 'Postcode is required' }],
    });
    expect(error.message).toBe('Name is required, Postcode is required');
    expect(error.method).toBe('PUT');
    expect(error.fieldErrors()).toEqual({ name: 'Name is required' });
  });

  it('words a bare 404 by method', () => {
    expect(toApiError(404, 'get', null).message).toBe('Item was not found');
    expect(toApiError(404, 'head', {}).message).toBe('Item was not found');
    expect(toApiError(404, 'delete', {}).message).toBe('Cannot DELETE server returned 404');
  });

  it('falls back to the default message and status 500', () => {
    const error = toApiError(undefined, 'post', 'not json');
    expect(error.status).toBe(500);
    expect(error.message).toBe('Server returned an error.');
    expect(toApiError(502, 'get', { message: 'Bad gateway' }).message).toBe('Bad gateway');
  });

  it('marks the default message as the server saying nothing, so a page can say more', () => {
    expect(toApiError(500, 'delete', null).isDefaultMessage).toBe(true);
    expect(toApiError(500, 'delete', { message: '' }).isDefaultMessage).toBe(true);
    expect(toApiError(500, 'delete', { message: 'Down' }).isDefaultMessage).toBe(false);
    expect(toApiError(404, 'delete', null).isDefaultMessage).toBe(false);
    expect(toApiError(400, 'put', { errors: [{ error: 'No' }] }).isDefaultMessage).toBe(false);
  });
});

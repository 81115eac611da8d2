import { describe, expect, it } from 'vitest';
import { residentNameOf } from './open-case.ts';

const fieldsWith = (personalDetails: object) => JSON.stringify({ personalDetails });

describe('residentNameOf', () => {
  it('joins the first and last names as the resident typed them, without stray spaces', () => {
    expect(residentNameOf(fieldsWith({ firstName: '  Mary ', lastName: ' Seacole  ' }))).toBe(
      'Mary Seacole',
    );
  });

  it('leaves out a name part that is missing or blank', () => {
    expect(residentNameOf(fieldsWith({ lastName: 'Seacole' }))).toBe('Seacole');
    expect(residentNameOf(fieldsWith({ firstName: 'Mary', lastName: '   ' }))).toBe('Mary');
  });

  it('says the name was not given when there is none or the fields cannot be read', () => {
    expect(residentNameOf(fieldsWith({ firstName: ' ', lastName: '' }))).toBe('Name not given');
    expect(residentNameOf(JSON.stringify({}))).toBe('Name not given');
    expect(residentNameOf('{not json')).toBe('Name not given');
  });
});

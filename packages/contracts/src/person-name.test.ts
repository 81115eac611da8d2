import { describe, expect, it } from 'vitest';
import { personNameSchema, personNameMessages, withoutBidiControls } from './person-name.ts';

function problemOf(name: string): string | undefined {
  const result = personNameSchema.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('a person name', () => {
  it.each([
    ['Ada Lovelace'],
    ["Siobhán O'Neill-Brown"],
    ['J. R. Smith'],
    ['J.R.R. Tolkien'],
    ['محمد علي'],
    ['李小龍'],
    ['Zoë Ñúñez'],
  ])('accepts %s', (name) => {
    expect(personNameSchema.parse(name)).toBe(name);
  });

  it.each([
    ['Ada\nLovelace', personNameMessages.control],
    ['Ada\rLovelace', personNameMessages.control],
    ['Ada\tLovelace', personNameMessages.control],
    ['Ada\u0000', personNameMessages.control],
    ['Ada\u007f', personNameMessages.control],
    ['Ada\u0085Lovelace', personNameMessages.control],
    ['Ada\u2028Lovelace', personNameMessages.control],
    ['Ada\u2029Lovelace', personNameMessages.control],
    ['Ada visit http://evil.example', personNameMessages.link],
    ['Ada HTTPS now', personNameMessages.link],
    ['go to www.evil', personNameMessages.link],
    ['Ada ftp://x', personNameMessages.link],
    ['Ada evil.com', personNameMessages.link],
    ['Ada EVIL.CO', personNameMessages.link],
    ['ada@evil.org', personNameMessages.link],
    ['Ada evil.c0m', personNameMessages.link],
    ['Ada xn--80ak6aa92e.xn--p1ai', personNameMessages.link],
    ['Ada bit.ly', personNameMessages.link],
    ['A.J.Smith', personNameMessages.link],
    ['Ada evil\u3002com', personNameMessages.link],
    ['Ada ht\u202Etp://x', personNameMessages.link],
  ])('refuses %j', (name, message) => {
    expect(problemOf(name)).toBe(message);
  });

  it('is trimmed, and required once trimmed', () => {
    expect(personNameSchema.parse('  Ada  ')).toBe('Ada');
    expect(problemOf('   ')).toBe('Enter your name');
    expect(problemOf('\u202E')).toBe('Enter your name');
  });

  it('is at most 200 characters', () => {
    expect(personNameSchema.parse('a'.repeat(200))).toHaveLength(200);
    expect(problemOf('a'.repeat(201))).toBe('Name must be 200 characters or fewer');
  });

  it('loses the characters that reorder the text around it', () => {
    expect(personNameSchema.parse('Ada \u202Eecalevol')).toBe('Ada ecalevol');
    expect(
      withoutBidiControls(
        'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j\u200Ek\u200Fl\u061Cm',
      ),
    ).toBe('abcdefghijklm');
    // Joiners shape Arabic and Indic names; they stay.
    expect(withoutBidiControls('a\u200Cb\u200Dc')).toBe('a\u200Cb\u200Dc');
  });
});

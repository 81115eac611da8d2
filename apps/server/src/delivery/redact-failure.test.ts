import { describe, expect, it } from 'vitest';
import { redactFailure } from './redact-failure.ts';

describe('a failure as stored on a job', () => {
  it('hides the e-mail address a mail server quotes back, keeping its reply codes', () => {
    const refusal = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <ada.okafor@resident.example>: Recipient address rejected",
    );
    expect(redactFailure('resident-email', refusal)).toBe(
      "resident-email: Can't send mail - all recipients were rejected: 550 5.1.1 <[e-mail]>: Recipient address rejected",
    );
  });

  it('hides every address in the message, whatever surrounds it', () => {
    const message = 'to "sam.o@example.org", (a.b+c@mail.example); x@y.example: refused';
    expect(redactFailure('team-email', message)).toBe(
      'team-email: to "[e-mail]", ([e-mail]); [e-mail]: refused',
    );
  });

  it('hides phone numbers, written with a country code, spaces or dashes', () => {
    const message = 'text to +44 7700-900 123 failed; also 07700900123 and 0207 946 0958';
    expect(redactFailure('resident-text', new Error(message))).toBe(
      'resident-text: text to [number] failed; also [number] and [number]',
    );
  });

  it('keeps short numbers: status codes and counts are what operators need', () => {
    expect(
      redactFailure('case-webhook', new Error('case webhook answered 500 after 2500 ms')),
    ).toBe('case-webhook: case webhook answered 500 after 2500 ms');
  });

  it('names the step and keeps at most 500 characters', () => {
    const stored = redactFailure('pdf', new Error('x'.repeat(600)));
    expect(stored).toHaveLength(500);
    expect(stored.startsWith('pdf: xxx')).toBe(true);
  });
});

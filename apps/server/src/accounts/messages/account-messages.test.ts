import { describe, expect, it } from 'vitest';
import { mobileCodeMessage } from './mobile-code-message.ts';
import { resetPasswordMessage } from './reset-password-message.ts';
import { signUpAttemptMessage } from './signup-attempt-message.ts';
import { verifyEmailMessage } from './verify-email-message.ts';

// The words a resident reads, written out: the lifetimes they state are the policies' own.

describe('account messages', () => {
  it('texts a sign-in code, and a code to link a phone, with ten minutes to use it', () => {
    expect(
      mobileCodeMessage({ recipient: '07700900123', code: '482913', purpose: 'login' }),
    ).toEqual({
      channel: 'sms',
      recipient: '07700900123',
      template: 'mobile-login-code',
      subject: 'Security code',
      body: 'Your security code to sign in for your care and support self-assessment is 482913. It expires in 10 minutes. Do not share this code with anyone.',
    });
    expect(
      mobileCodeMessage({ recipient: '07700900123', code: '482913', purpose: 'link' }),
    ).toEqual({
      channel: 'sms',
      recipient: '07700900123',
      template: 'mobile-link-code',
      subject: 'Security code',
      body: 'Your security code to link your mobile phone for your care and support self-assessment is 482913. It expires in 10 minutes. Do not share this code with anyone.',
    });
  });

  it('e-mails a password reset link that works once, for an hour', () => {
    expect(
      resetPasswordMessage({
        recipient: 'ada@example.test',
        link: 'https://csa.example/reset?key=k',
      }),
    ).toEqual({
      channel: 'email',
      recipient: 'ada@example.test',
      template: 'reset-password',
      subject: 'Reset your password',
      body:
        'We received a request to reset the password for your care and support self-assessment account.\n\n' +
        'To choose a new password, open this link:\n\n' +
        'https://csa.example/reset?key=k\n\n' +
        'The link works once, for 1 hour. If you did not ask for this, you can ignore this email: your password has not changed.',
    });
  });

  it('tells the owner of an address that someone tried to sign up with it', () => {
    expect(
      signUpAttemptMessage({
        recipient: 'ada@example.test',
        signInLink: 'https://csa.example/sign-in',
      }),
    ).toEqual({
      channel: 'email',
      recipient: 'ada@example.test',
      template: 'signup-attempt',
      subject: 'Someone tried to create an account with your email address',
      body:
        'Someone tried to create an account with this email address on the care and support self-assessment service. You already have an account, so no new account was made.\n\n' +
        'If it was you, sign in here. If you have forgotten your password, choose "I have forgotten my password" on that page:\n\n' +
        'https://csa.example/sign-in\n\n' +
        'If it was not you, you do not need to do anything: your account has not changed.',
    });
  });

  it('asks whoever holds the address, by no name, to confirm it within 24 hours', () => {
    expect(
      verifyEmailMessage({
        recipient: 'ada@example.test',
        link: 'https://csa.example/verify-email?key=k',
      }),
    ).toEqual({
      channel: 'email',
      recipient: 'ada@example.test',
      template: 'verify-email',
      subject: 'Confirm your email address',
      body:
        'Hello,\n\n' +
        'Please confirm this is your email address for your care and support self-assessment account by opening this link:\n\n' +
        'https://csa.example/verify-email?key=k\n\n' +
        'The link works for 24 hours. If you did not ask for this, you can ignore this email.',
    });
  });
});

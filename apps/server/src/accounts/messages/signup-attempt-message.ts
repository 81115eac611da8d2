import type { OutgoingMessage } from '../../notifications/index.ts';

/** To the owner of a registered address that someone tried to sign up with (decision 0005):
 * they learn that their address is being tried, and what to do if it was not them. */
export function signUpAttemptMessage(options: {
  recipient: string;
  signInLink: string;
}): OutgoingMessage {
  return {
    channel: 'email',
    recipient: options.recipient,
    template: 'signup-attempt',
    subject: 'Someone tried to create an account with your email address',
    body: [
      'Someone tried to create an account with this email address on the care and support self-assessment service. You already have an account, so no new account was made.',
      'If it was you, sign in here. If you have forgotten your password, choose "I have forgotten my password" on that page:',
      options.signInLink,
      'If it was not you, you do not need to do anything: your account has not changed.',
    ].join('\n\n'),
  };
}

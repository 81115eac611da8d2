import type { OutgoingMessage } from '../../notifications/index.ts';

/** The address is not yet proved to be the resident's, so the e-mail carries nothing they
 * chose: not even their name, which anyone could set to say anything to anyone. */
export function verifyEmailMessage(options: { recipient: string; link: string }): OutgoingMessage {
  return {
    channel: 'email',
    recipient: options.recipient,
    template: 'verify-email',
    subject: 'Confirm your email address',
    body: [
      'Hello,',
      'Please confirm this is your email address for your care and support self-assessment account by opening this link:',
      options.link,
      'The link works for 24 hours. If you did not ask for this, you can ignore this email.',
    ].join('\n\n'),
  };
}

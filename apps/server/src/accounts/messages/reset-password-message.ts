import type { OutgoingMessage } from '../../notifications/index.ts';

export function resetPasswordMessage(options: {
  recipient: string;
  link: string;
}): OutgoingMessage {
  return {
    channel: 'email',
    recipient: options.recipient,
    template: 'reset-password',
    subject: 'Reset your password',
    body: [
      'We received a request to reset the password for your care and support self-assessment account.',
      'To choose a new password, open this link:',
      options.link,
      'The link works once, for 1 hour. If you did not ask for this, you can ignore this email: your password has not changed.',
    ].join('\n\n'),
  };
}

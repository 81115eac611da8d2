import type { OutgoingMessage } from '../../notifications/index.ts';

/** The code a staff or admin account needs, beyond its password, to set up two-step
 * verification (enrolment-email-codes.ts). It also warns the holder when it was not them. */
export function totpEnrolmentCodeMessage(options: {
  recipient: string;
  code: string;
}): OutgoingMessage {
  return {
    channel: 'email',
    recipient: options.recipient,
    template: 'totp-enrolment-code',
    subject: 'Your code to set up two-step verification',
    body: [
      `Your code is ${options.code}. Enter it with the code from your authenticator app to finish setting up two-step verification for your council staff account.`,
      'The code works once, for 10 minutes.',
      'If you did not start setting up two-step verification, someone else knows your password. Do not share this code. Reset your password and tell your administrator.',
    ].join('\n\n'),
  };
}

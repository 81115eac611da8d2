import type { OutgoingMessage } from '../../notifications/index.ts';

/** Sent when the first proof of the mailbox ended the ways in set up before it
 * (confirm-login-email.ts), so the owner knows why they were signed out and what to set up
 * again, and can tell if someone else had made the account. */
export function signInsRemovedMessage(options: {
  recipient: string;
  accountLink: string;
}): OutgoingMessage {
  return {
    channel: 'email',
    recipient: options.recipient,
    template: 'sign-ins-removed',
    subject: 'Your email address is confirmed: earlier ways to sign in were removed',
    body: [
      'Your email address is now confirmed for your care and support self-assessment account.',
      'Anyone can start an account with any email address, so until it was confirmed we could not be sure the account was yours. To be safe, we have signed out every device and removed any mobile phone, authenticator app and PINs set up on the account before.',
      'If you set them up yourself, you can set them up again on your account page:',
      options.accountLink,
      'If you did not, someone else may have started the account with your address. Unless you have just reset your password, reset it now from the sign-in page, so that only you can sign in.',
    ].join('\n\n'),
  };
}

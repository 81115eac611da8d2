import type { FastifyInstance } from 'fastify';
import { webLink, webPaths } from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { issueAccountToken } from './account-tokens.ts';
import { verifyEmailMessage } from './messages/verify-email-message.ts';
import { sendInBackground } from './send-in-background.ts';
import type { CountedRecipient } from './verification-email-limit.ts';

/** Issues a verification token for the address and e-mails its link, after sign-up and when
 * the contact e-mail changes. Sent in the background so the answer does not wait on e-mail. */
export async function sendEmailVerification(
  app: FastifyInstance,
  config: Config,
  recipient: CountedRecipient,
): Promise<void> {
  const key = await issueAccountToken(app.db, {
    userId: recipient.userId,
    purpose: 'verify-email',
    email: recipient.email,
  });
  sendInBackground(
    app,
    verifyEmailMessage({
      recipient: recipient.email,
      link: webLink(config.PUBLIC_BASE_URL, webPaths.verifyEmail.getHref(key)),
    }),
  );
}

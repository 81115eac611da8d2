// What accounts/ offers the rest of the server; its other files are its own (eslint.config.js).
export { accountsPlugin } from './accounts-plugin.ts';
export { addressSeparator, attemptLimiter, textsCounterKey } from './attempt-limiter.ts';
export { authRateLimit } from './auth-rate-limit.ts';
export {
  authenticatePlugin,
  formOwnerId,
  signedInUser,
  type SignedInUser,
} from './authenticate.ts';
export { createSession } from './create-session.ts';
export { findUserById, findUserByLoginEmail, type UserRow } from './find-user.ts';
export { checkNewPassword } from './passwords/check-new-password.ts';
export { hashSecret } from './passwords/hash-secret.ts';
export { requireRole } from './require-role.ts';
export { sendEmailVerification } from './send-email-verification.ts';
export { sessionRoutes } from './session-routes.ts';
export { hashToken } from './session-tokens.ts';
export { toUserProfile } from './user-profile.ts';
export {
  countVerificationEmail,
  verificationEmailsFromKey,
  verificationEmailsToKey,
} from './verification-email-limit.ts';

// Account pages: the built-in sign-in pages, the account page and the pages the
// e-mailed links open. One lazy chunk, loaded only when one of them is visited.
export { LoginPage } from './pages/login-page.tsx';
export { SignUpPage } from './pages/sign-up-page.tsx';
export { AccountPage } from './pages/account-page.tsx';
export { ResetPasswordPage } from './pages/reset-password-page.tsx';
export { VerifyEmailPage } from './pages/verify-email-page.tsx';
export { HandoverPage } from './pages/handover-page.tsx';
export { StaffSignInReturnPage } from './pages/staff-sign-in-return-page.tsx';

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { sessionKeys, writeValue } from '../../../lib/session-store.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';

/** Pages that must not be returned to after signing in. */
const signInPages = [
  paths.login.path,
  paths.signUp.path,
  paths.resetPassword.path,
  paths.verifyEmail.path,
];

/** The page saved before sign-in (spec §4), if it is one of ours and worth returning to. */
function savedPage(): string {
  const saved = window.sessionStorage.getItem(sessionKeys.savedPage);
  writeValue(sessionKeys.savedPage, null);
  if (!saved || !saved.startsWith('/') || saved.startsWith('//')) return paths.home.getHref();
  if (signInPages.some((page) => saved === page || saved.startsWith(`${page}?`))) {
    return paths.home.getHref();
  }
  return saved;
}

/** After any built-in sign-in: keep the token, load the profile, go back where they were. */
export function useCompleteSignIn(): (token: string) => Promise<void> {
  const { acceptToken } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (token: string) => {
      await acceptToken(token);
      await navigate(savedPage(), { replace: true });
    },
    [acceptToken, navigate],
  );
}

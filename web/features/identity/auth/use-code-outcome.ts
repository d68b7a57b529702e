import { useNavigate } from 'react-router';
import { DEFAULT_REDIRECT_TARGET } from '../../../../contract/safe-redirect.ts';
import type { AuthResult } from '../../../../contract/auth.ts';
import { session } from '../../../session/session.ts';
import { signUpFormPath } from './sign-up-paths.ts';
import { pendingSignUp, signUpTicket } from './sign-up-storage.ts';

/**
 * What a proven email leads to, whichever button the person pressed: an account signs in and goes
 * on to `redirectTo`; a new email goes on to the name step.
 */
export function useCodeOutcome(redirectTo: string | null) {
  const navigate = useNavigate();
  return (result: AuthResult) => {
    pendingSignUp.clear();
    if (result.status === 'SIGNED_IN') {
      session.signIn(result.user);
      void navigate(redirectTo ?? DEFAULT_REDIRECT_TARGET, { replace: true });
      return;
    }
    signUpTicket.save({
      signUpToken: result.signUpToken,
      email: result.email,
      expiresAt: result.expiresAt,
      suggestedName: result.suggestedName,
      redirectTo,
    });
    void navigate(signUpFormPath, { replace: true });
  };
}

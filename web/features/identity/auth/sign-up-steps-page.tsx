import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../../../contract/safe-redirect.ts';
import { AuthCard, SignUpProgress } from './auth-card.tsx';
import { CodeStep } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';
import { signUpStepPath } from './sign-up-paths.ts';
import { pendingSignUp } from './sign-up-storage.ts';
import { useCodeOutcome } from './use-code-outcome.ts';
import type { PendingSignUp } from './sign-up-storage.ts';

/**
 * `/auth/sign-up/step/{currentStep}`: 1 is the email, 2 the emailed code. What step 2 needs is kept
 * in session storage, so a reload stays on it. Then the form (`/auth/sign-up/form`).
 */
export function SignUpStepPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currentStep } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [pending, setPending] = useState<PendingSignUp | null>(() => pendingSignUp.read());
  const redirectParam = searchParams.get('redirect');
  const stateEmail = (location.state as { email?: unknown } | null)?.email;
  const finish = useCodeOutcome(pending?.redirectTo ?? null);

  if (currentStep !== '1' && currentStep !== '2') return <Navigate to={signUpStepPath(1)} replace />;
  if (currentStep === '2' && !pending) return <Navigate to={signUpStepPath(1)} replace />;

  const step = currentStep === '1' ? 1 : 2;
  const signInHref = `/sign-in${redirectParam ? `?${new URLSearchParams({ redirect: redirectParam })}` : ''}`;
  const save = (next: PendingSignUp) => {
    pendingSignUp.save(next);
    setPending(next);
  };

  return (
    <AuthCard
      documentTitle={t('auth.signUp.documentTitle')}
      heading={t('auth.signUp.heading')}
      lead={step === 1 ? t('auth.signUp.lead') : undefined}
    >
      <SignUpProgress current={step} label={t('auth.signUp.progress', { current: step, total: 3 })} />
      {step === 1 || !pending ? (
        <>
          <EmailStep
            purpose="SIGN_UP"
            initialEmail={typeof stateEmail === 'string' ? stateEmail : (pending?.email ?? '')}
            onSent={(email, sent, receivedAt) => {
              const redirectTo = redirectParam
                ? safeRedirectTarget(redirectParam, window.location.origin)
                : (pending?.redirectTo ?? null);
              save({ email, sent, receivedAt, redirectTo });
              void navigate(signUpStepPath(2));
            }}
          />
          <Text size="sm" ta="center">
            {t('auth.signUp.haveAccount')}{' '}
            <Anchor component={Link} to={signInHref} fw={600}>
              {t('auth.signUp.signInLink')}
            </Anchor>
          </Text>
        </>
      ) : (
        <CodeStep
          email={pending.email}
          purpose="SIGN_UP"
          code={{ sent: pending.sent, receivedAt: pending.receivedAt }}
          onResent={({ sent, receivedAt }) => save({ ...pending, sent, receivedAt })}
          onChangeEmail={() => void navigate(signUpStepPath(1))}
          onVerified={finish}
        />
      )}
    </AuthCard>
  );
}

import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../../../contract/safe-redirect.ts';
import { useAppConfig } from '../../../api/app-config.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeStep } from './code-step.tsx';
import type { SentCode } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';
import { GoogleButton } from './google-button.tsx';
import { useCodeOutcome } from './use-code-outcome.ts';

/**
 * `/sign-in`: email → code → signed in, back to `?redirect=` (our own paths only). A new email goes
 * on to the name step with the same code.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { oidcGoogleEnabled } = useAppConfig();
  const redirectParam = searchParams.get('redirect');
  const target = safeRedirectTarget(redirectParam, window.location.origin);
  const [stage, setStage] = useState<{ email: string; code: SentCode | null }>({
    email: searchParams.get('email') ?? '',
    code: null,
  });
  const signUpHref = `/auth/sign-up/step/1${redirectParam ? `?${new URLSearchParams({ redirect: target })}` : ''}`;
  const finish = useCodeOutcome(target);

  return (
    <AuthCard
      documentTitle={t('auth.signIn.documentTitle')}
      heading={t('auth.signIn.heading')}
      lead={stage.code ? undefined : t('auth.signIn.lead')}
    >
      {stage.code ? (
        <CodeStep
          email={stage.email}
          purpose="SIGN_IN"
          code={stage.code}
          onResent={(code) => setStage({ ...stage, code })}
          onChangeEmail={() => setStage({ ...stage, code: null })}
          onVerified={finish}
        />
      ) : (
        <Stack gap="lg">
          {oidcGoogleEnabled && (
            <>
              <GoogleButton returnTo={redirectParam ? target : null} />
              <Divider label={t('auth.signIn.or')} labelPosition="center" />
            </>
          )}
          <EmailStep
            purpose="SIGN_IN"
            initialEmail={stage.email}
            onSent={(email, sent, receivedAt) => setStage({ email, code: { sent, receivedAt } })}
          />
          <Text size="sm" ta="center">
            {t('auth.signIn.noAccount')}{' '}
            <Anchor component={Link} to={signUpHref} fw={600}>
              {t('auth.signIn.signUpLink')}
            </Anchor>
          </Text>
        </Stack>
      )}
    </AuthCard>
  );
}

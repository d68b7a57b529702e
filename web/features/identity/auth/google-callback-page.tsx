import { Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { OAuthResult } from '../../../../contract/auth.ts';
import { safeRedirectTarget } from '../../../../contract/safe-redirect.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForApiError } from '../../../api/error-message.ts';
import { session } from '../../../session/session.ts';
import { exchangeOAuthCode } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { signUpFormPath } from './sign-up-paths.ts';
import { signUpTicket } from './sign-up-storage.ts';

type CallbackFailure = { failure: 'cancelled' | 'failed'; status: number | null; errorCode: string | null };

/**
 * `/google/callback`: the provider sent the browser back with `code` and `state`. A loader (it
 * runs once per visit, unlike an effect) waits for the refresh on load, hands them to
 * `POST /v1/auth/token/oauth`, then goes on:
 * signed in → where the person was headed; a new person → the sign-up form with the sign-up token.
 */
export async function googleCallbackLoader({ request }: LoaderFunctionArgs): Promise<CallbackFailure> {
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const iss = url.searchParams.get('iss') ?? undefined;
  if (url.searchParams.get('error') || !code || !state) return { failure: 'cancelled', status: null, errorCode: null };
  // The root's refresh on load runs beside this loader. Its answer, when it fails, clears the
  // session cookies; arriving after the exchange's answer it would clear the new session's.
  await session.start();
  let result: OAuthResult;
  try {
    result = await exchangeOAuthCode({ code, state, iss });
  } catch (error) {
    return {
      failure: 'failed',
      status: isApiError(error) ? error.status : null,
      errorCode: isApiError(error) ? error.errorCode : null,
    };
  }
  const target = safeRedirectTarget(result.redirectTo, url.origin);
  if (result.status === 'SIGNED_IN') {
    session.signIn(result.user);
    throw redirect(target);
  }
  signUpTicket.save({
    signUpToken: result.signUpToken,
    email: result.email,
    expiresAt: result.expiresAt,
    suggestedName: result.suggestedName,
    redirectTo: target,
  });
  throw redirect(signUpFormPath);
}

export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const result = useLoaderData<typeof googleCallbackLoader>();
  const detail =
    result.failure === 'failed' && result.status !== null
      ? messageForApiError({ status: result.status, errorCode: result.errorCode }, (key, options) => t(key, { ...options }))
      : null;
  return (
    <AuthCard
      documentTitle={t('auth.signIn.documentTitle')}
      heading={t(result.failure === 'cancelled' ? 'auth.google.cancelled' : 'auth.google.failed')}
    >
      <Stack gap="md">
        {detail && <Text role="alert">{detail}</Text>}
        <Button component={Link} to="/sign-in" radius="xl" size="md">
          {t('auth.google.tryAgain')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** Shown while the loader talks to the API. */
export function GoogleCallbackPending() {
  const { t } = useTranslation();
  return (
    <AuthCard documentTitle={t('auth.signIn.documentTitle')}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('auth.google.working')}</Text>
      </Stack>
    </AuthCard>
  );
}
